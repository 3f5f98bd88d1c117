module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x0xf32>, %arg1: tensor<0x4xf32>, %arg2: tensor<0x5xf32>, %arg3: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<0x5xf32> {jax.result_info = "result[1]"}, tensor<0x0xf32> {jax.result_info = "result[2]"}, tensor<0x5xf32> {jax.result_info = "result[3]"}, tensor<0xi32> {jax.result_info = "result[4]"}, tensor<4x3xf32> {jax.result_info = "result[5]"}, tensor<0x5xf32> {jax.result_info = "result[6]"}, tensor<0xf32> {jax.result_info = "result[7]"}, tensor<0x0xf32> {jax.result_info = "result[8]"}, tensor<0x5xf32> {jax.result_info = "result[9]"}, tensor<0x5xi8> {jax.result_info = "result[10]"}, tensor<4x0x2xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x0xf32>, tensor<0x4xf32>) -> tensor<3x4xf32>
    %1 = call @sort(%arg2) : (tensor<0x5xf32>) -> tensor<0x5xf32>
    %values, %indices = chlo.top_k(%arg2, k = 0) : tensor<0x5xf32> -> (tensor<0x0xf32>, tensor<0x0xi32>)
    %2 = call @cumsum(%arg2) : (tensor<0x5xf32>) -> tensor<0x5xf32>
    %3 = call @argmax(%arg2) : (tensor<0x5xf32>) -> tensor<0xi32>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %4 = stablehlo.pad %arg0, %cst, low = [1, 2], high = [0, 1], interior = [0, 0] : (tensor<3x0xf32>, tensor<f32>) -> tensor<4x3xf32>
    %5 = stablehlo.concatenate %arg2, %arg2, dim = 0 : (tensor<0x5xf32>, tensor<0x5xf32>) -> tensor<0x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%arg2 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<0x5xf32>, tensor<f32>) -> tensor<0xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.add %arg3, %c_1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg3 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.add %arg3, %c_3 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg3 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg2, %9, %12, sizes = [0, 0] : (tensor<0x5xf32>, tensor<i32>, tensor<i32>) -> tensor<0x0xf32>
    %14 = call @_flip(%arg2) : (tensor<0x5xf32>) -> tensor<0x5xf32>
    %15 = stablehlo.convert %arg2 : (tensor<0x5xf32>) -> tensor<0x5xi8>
    %16 = stablehlo.slice %arg1 [0:0, 0:1] : (tensor<0x4xf32>) -> tensor<0x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<0x1xf32>) -> tensor<0xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<0xf32>) -> tensor<4x0x2xf32>
    return %0, %1, %values, %2, %3, %4, %5, %6, %13, %14, %15, %18 : tensor<3x4xf32>, tensor<0x5xf32>, tensor<0x0xf32>, tensor<0x5xf32>, tensor<0xi32>, tensor<4x3xf32>, tensor<0x5xf32>, tensor<0xf32>, tensor<0x0xf32>, tensor<0x5xf32>, tensor<0x5xi8>, tensor<4x0x2xf32>
  }
  func.func private @sort(%arg0: tensor<0x5xf32>) -> tensor<0x5xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<0x5xf32>) -> tensor<0x5xf32>
    return %0 : tensor<0x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<0x5xf32>) -> tensor<0x5xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<0x5xf32>) -> tensor<0x5xf32>
    return %0 : tensor<0x5xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<0x5xf32>) -> tensor<0x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<0x5xf32>, tensor<f32>) -> tensor<0x5xf32>
    return %1 : tensor<0x5xf32>
  }
  func.func private @argmax(%arg0: tensor<0x5xf32>) -> tensor<0xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<0x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<0x5xf32>, tensor<0x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<0xf32>, tensor<0xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<0xi32>
  }
  func.func private @_flip(%arg0: tensor<0x5xf32>) -> tensor<0x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<0x5xf32>
    return %0 : tensor<0x5xf32>
  }
}

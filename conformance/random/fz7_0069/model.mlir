module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x2xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<9x4xi32>) -> (tensor<3x0xf32> {jax.result_info = "result[0]"}, tensor<9xi32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<9x4xi32>) -> tensor<9x4xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<9x4xi32>) -> tensor<1x9x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x9x1x4xi32>) -> tensor<1x9x1x4xi32>
    %3 = stablehlo.reshape %2 : (tensor<1x9x1x4xi32>) -> tensor<9x4xi32>
    %4 = stablehlo.reshape %3 : (tensor<9x4xi32>) -> tensor<36xi32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<36xi32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %7 = call @remainder(%6, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<9> : tensor<i32>
    %9 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %7, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.add %7, %c_6 : tensor<i32>
    %13 = stablehlo.select %11, %12, %7 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %3, %10, %13, sizes = [9, 1] : (tensor<9x4xi32>, tensor<i32>, tensor<i32>) -> tensor<9x1xi32>
    %15 = stablehlo.reshape %14 : (tensor<9x1xi32>) -> tensor<9xi32>
    %16 = call @cumlogsumexp(%0) : (tensor<9x4xf32>) -> tensor<9x4xf32>
    %17 = stablehlo.slice %16 [1:2, 0:4] : (tensor<9x4xf32>) -> tensor<1x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x4xf32>) -> tensor<4xf32>
    %19 = stablehlo.slice %16 [1:6:2, 3:3:2] : (tensor<9x4xf32>) -> tensor<3x0xf32>
    return %19, %15, %18 : tensor<3x0xf32>, tensor<9xi32>, tensor<4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<9x4xf32>) -> tensor<9x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[8, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 9, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<9x4xf32>, tensor<f32>) -> tensor<9x4xf32>
    return %0 : tensor<9x4xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<6x9x7xf32>) -> (tensor<4x1x4xf32> {jax.result_info = "result[0]"}, tensor<4x1x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<6x9x7xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<6x9x7xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = call @_where(%2, %arg0, %arg0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %4 = stablehlo.reshape %1 : (tensor<6x9x7xf32>) -> tensor<378xf32>
    %5 = stablehlo.slice %4 [0:7] : (tensor<378xf32>) -> tensor<7xf32>
    %6 = stablehlo.dot_general %arg1, %5, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<6x9x7xf32>, tensor<7xf32>) -> tensor<7x6x9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = "stablehlo.reduce_window"(%6, %cst_0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 0], [1, 2], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 3, 2>, window_strides = array<i64: 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<7x6x9xf32>, tensor<f32>) -> tensor<4x4x9xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x6x9xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = "stablehlo.reduce_window"(%8, %cst_2) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 0], [1, 2], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 3, 2>, window_strides = array<i64: 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<7x6x9xf32>, tensor<f32>) -> tensor<4x4x9xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4x9xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<4x4x9xf32>
    %12 = stablehlo.divide %7, %11 : tensor<4x4x9xf32>
    %13 = stablehlo.reshape %3 : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<576x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<576x1xf32>) -> tensor<576xf32>
    %17 = stablehlo.reshape %16 : (tensor<576xf32>) -> tensor<4x4x1x4x9xf32>
    %18 = stablehlo.dot_general %12, %17, batching_dims = [0] x [0], contracting_dims = [2, 1] x [4, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x9xf32>, tensor<4x4x1x4x9xf32>) -> tensor<4x1x4xf32>
    %19 = call @sort(%18) : (tensor<4x1x4xf32>) -> tensor<4x1x4xf32>
    return %19, %18 : tensor<4x1x4xf32>, tensor<4x1x4xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @sort(%arg0: tensor<4x1x4xf32>) -> tensor<4x1x4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x1x4xf32>) -> tensor<4x1x4xf32>
    %1 = stablehlo.reverse %0, dims = [0] : tensor<4x1x4xf32>
    return %1 : tensor<4x1x4xf32>
  }
}

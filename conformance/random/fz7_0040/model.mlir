module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4x7x1xf32>) -> (tensor<6x4x7x1xi1> {jax.result_info = "result[0]"}, tensor<7x4x4x6x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<6x4x7x1xf32>) -> tensor<168xf32>
    %1 = stablehlo.slice %0 [0:20] : (tensor<168xf32>) -> tensor<20xf32>
    %2 = stablehlo.reshape %1 : (tensor<20xf32>) -> tensor<5x4x1xf32>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<5x4x1xf32>, tensor<6x4x7x1xf32>) -> tensor<5x4x6x4x7xf32>
    %4 = stablehlo.transpose %3, dims = [4, 3, 1, 2, 0] : (tensor<5x4x6x4x7xf32>) -> tensor<7x4x4x6x5xf32>
    %5 = call @cumsum(%4) : (tensor<7x4x4x6x5xf32>) -> tensor<7x4x4x6x5xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 3, 4] : (tensor<6x4x7x1xf32>) -> tensor<6x4x1x7x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<6x4x1x7x1xf32>) -> tensor<6x4x7x1xf32>
    %8 = stablehlo.compare GT, %7, %7, FLOAT : (tensor<6x4x7x1xf32>, tensor<6x4x7x1xf32>) -> tensor<6x4x7x1xi1>
    return %8, %5 : tensor<6x4x7x1xi1>, tensor<7x4x4x6x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<7x4x4x6x5xf32>) -> tensor<7x4x4x6x5xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<7x4x4x6x5xf32>) -> tensor<7x4x4x6x5xf32>
    return %0 : tensor<7x4x4x6x5xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<7x4x4x6x5xf32>) -> tensor<7x4x4x6x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [3, 0], [0, 0], [0, 0]]> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 1, 1>, window_strides = array<i64: 1, 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<7x4x4x6x5xf32>, tensor<f32>) -> tensor<7x4x4x6x5xf32>
    return %1 : tensor<7x4x4x6x5xf32>
  }
}

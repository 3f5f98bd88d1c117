module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<6x2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x3xf32>, tensor<4x6xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x6xf32>) -> tensor<1x4x6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3] : (tensor<1x4x6xf32>) -> tensor<1x2x4x6xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x2x4x6xf32>) -> tensor<2x4x6xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<6x3xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2, 3] : (tensor<1x3x6xf32>) -> tensor<1x2x3x6xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x3x6xf32>) -> tensor<2x3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x4x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %9 = stablehlo.dot_general %8, %7, batching_dims = [1, 0] x [2, 0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<2x3x6xf32>) -> tensor<6x2x3xf32>
    return %0, %9 : tensor<3x4xf32>, tensor<6x2x3xf32>
  }
}

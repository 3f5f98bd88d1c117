module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<4x2x5xf32>) -> (tensor<4x5x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2x5xf32>, tensor<5x3xf32>) -> tensor<4x2x3xf32>
    %1 = stablehlo.tanh %0 : tensor<4x2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x3xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x2x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x2x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x2x3xf32>) -> tensor<4x2x3xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4x2x3xf32>
    %9 = stablehlo.multiply %8, %1 : tensor<4x2x3xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x2x3xf32>
    %11 = stablehlo.dot_general %10, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x3xf32>, tensor<4x2x5xf32>) -> tensor<4x3x5xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<4x3x5xf32>) -> tensor<4x5x3xf32>
    return %12 : tensor<4x5x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1x1x4xf32>, %arg1: tensor<1x1x1x4xf32>) -> (tensor<3x1x1x4xf32> {jax.result_info = "result[0]"}, tensor<3x1x4xf32> {jax.result_info = "result[1]"}, tensor<1x1x3x4xf32> {jax.result_info = "result[2]"}, tensor<1x1xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<3x1x1x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x1x1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x1x1x4xf32>, tensor<f32>) -> tensor<3x1x4xf32>
    %3 = stablehlo.transpose %arg0, dims = [2, 1, 0, 3] : (tensor<3x1x1x4xf32>) -> tensor<1x1x3x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 3] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<3x1x1x4xf32>) -> tensor<3x4xf32>
    return %1, %2, %3, %4, %5 : tensor<3x1x1x4xf32>, tensor<3x1x4xf32>, tensor<1x1x3x4xf32>, tensor<1x1xf32>, tensor<3x4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x3x2x3x2xf32>, %arg1: tensor<2x2x3x2x3x2xf32>) -> (tensor<2x2x3x2x3x2xf32> {jax.result_info = "result[0]"}, tensor<2x3x3xf32> {jax.result_info = "result[1]"}, tensor<2x3x2x3x2xf32> {jax.result_info = "result[2]"}, tensor<2x2x3x2x2x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<2x2x3x2x3x2xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<2x2x3x2x3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 3, 5] : (tensor<2x2x3x2x3x2xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<2x2x3x2x3x2xf32>, tensor<f32>) -> tensor<2x3x2x3x2xf32>
    %4 = stablehlo.slice %arg0 [0:2, 0:2, 0:3, 0:2, 1:3, 0:2] : (tensor<2x2x3x2x3x2xf32>) -> tensor<2x2x3x2x2x2xf32>
    %5 = stablehlo.reverse %4, dims = [2] : tensor<2x2x3x2x2x2xf32>
    return %1, %2, %3, %5 : tensor<2x2x3x2x3x2xf32>, tensor<2x3x3xf32>, tensor<2x3x2x3x2xf32>, tensor<2x2x3x2x2x2xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<400x13xf32>) -> (tensor<13xf32> {jax.result_info = "result[0]"}, tensor<13xf32> {jax.result_info = "result[1]"}, tensor<400xf32> {jax.result_info = "result[2]"}, tensor<400xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<400x13xf32>, tensor<f32>) -> tensor<13xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<400x13xf32>, tensor<f32>) -> tensor<13xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<400x13xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<400x13xf32>, tensor<f32>) -> tensor<400xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.minimum across dimensions = [1] : (tensor<400x13xf32>, tensor<f32>) -> tensor<400xf32>
    return %0, %1, %3, %4 : tensor<13xf32>, tensor<13xf32>, tensor<400xf32>, tensor<400xf32>
  }
}

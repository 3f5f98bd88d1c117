module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<f32> {jax.result_info = "result['a']"}, tensor<5xf32> {jax.result_info = "result['b'][0]"}, tensor<4xf32> {jax.result_info = "result['b'][1][0]"}, tensor<4x5xi32> {jax.result_info = "result['b'][1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.convert %arg0 : (tensor<4x5xf32>) -> tensor<4x5xi32>
    return %0, %1, %2, %3 : tensor<f32>, tensor<5xf32>, tensor<4xf32>, tensor<4x5xi32>
  }
}

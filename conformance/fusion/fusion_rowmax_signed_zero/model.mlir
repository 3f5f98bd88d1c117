module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50x40xf32>) -> (tensor<50xf32> {jax.result_info = "result[0]"}, tensor<50xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<50x40xf32>, tensor<f32>) -> tensor<50xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [1] : (tensor<50x40xf32>, tensor<f32>) -> tensor<50xf32>
    return %0, %1 : tensor<50xf32>, tensor<50xf32>
  }
}

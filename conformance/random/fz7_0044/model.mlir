module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7xi32>, %arg1: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.minimum %arg1, %arg1 : tensor<f32>
    %1 = stablehlo.sign %0 : tensor<f32>
    return %1 : tensor<f32>
  }
}

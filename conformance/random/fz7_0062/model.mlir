module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x7xbf16>, %arg1: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x7xbf16>) -> tensor<56xbf16>
    %1 = stablehlo.slice %0 [0:1] : (tensor<56xbf16>) -> tensor<1xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1xbf16>) -> tensor<bf16>
    %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
    %4 = stablehlo.maximum %arg1, %3 : tensor<f32>
    return %4 : tensor<f32>
  }
}

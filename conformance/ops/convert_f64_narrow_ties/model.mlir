module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf64>) -> (tensor<14xf32> {jax.result_info = "result[0]"}, tensor<14xf16> {jax.result_info = "result[1]"}, tensor<14xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<14xf64>) -> tensor<14xf32>
    %1 = stablehlo.convert %arg0 : (tensor<14xf64>) -> tensor<14xf16>
    %2 = stablehlo.convert %arg0 : (tensor<14xf64>) -> tensor<14xbf16>
    return %0, %1, %2 : tensor<14xf32>, tensor<14xf16>, tensor<14xbf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<15xf16>, %arg1: tensor<15xbf16>) -> (tensor<15xbf16> {jax.result_info = "result[0]"}, tensor<15xf16> {jax.result_info = "result[1]"}, tensor<15xf64> {jax.result_info = "result[2]"}, tensor<15xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<15xf16>) -> tensor<15xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<15xbf16>) -> tensor<15xf16>
    %2 = stablehlo.convert %arg0 : (tensor<15xf16>) -> tensor<15xf64>
    %3 = stablehlo.convert %arg1 : (tensor<15xbf16>) -> tensor<15xf64>
    return %0, %1, %2, %3 : tensor<15xbf16>, tensor<15xf16>, tensor<15xf64>, tensor<15xf64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf16>) -> (tensor<5x5xf16> {jax.result_info = "result[0]"}, tensor<5x5xf16> {jax.result_info = "result[1]"}, tensor<5x5xf16> {jax.result_info = "result[2]"}, tensor<5x5xf16> {jax.result_info = "result[3]"}, tensor<5x5xf16> {jax.result_info = "result[4]"}) {
    %0 = chlo.erf %arg0 : tensor<5x5xf16> -> tensor<5x5xf16>
    %1 = chlo.erfc %arg0 : tensor<5x5xf16> -> tensor<5x5xf16>
    %2 = chlo.asinh %arg0 : tensor<5x5xf16> -> tensor<5x5xf16>
    %3 = chlo.atan %arg0 : tensor<5x5xf16> -> tensor<5x5xf16>
    %cst = stablehlo.constant dense<3.000490e-01> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<5x5xf16>
    %5 = stablehlo.multiply %arg0, %4 : tensor<5x5xf16>
    %6 = chlo.asin %5 : tensor<5x5xf16> -> tensor<5x5xf16>
    return %0, %1, %2, %3, %6 : tensor<5x5xf16>, tensor<5x5xf16>, tensor<5x5xf16>, tensor<5x5xf16>, tensor<5x5xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf16>, %arg1: tensor<12xbf16>, %arg2: tensor<12xf64>) -> (tensor<12xf16> {jax.result_info = "result[0]"}, tensor<12xbf16> {jax.result_info = "result[1]"}, tensor<12xf64> {jax.result_info = "result[2]"}, tensor<12xf64> {jax.result_info = "result[3]"}, tensor<12xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<12xf16>
    %1 = stablehlo.reduce_precision %arg1, format = e5m2 : tensor<12xbf16>
    %2 = stablehlo.reduce_precision %arg2, format = e5m10 : tensor<12xf64>
    %3 = stablehlo.reduce_precision %arg2, format = e8m23 : tensor<12xf64>
    %4 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<12xf16>
    return %0, %1, %2, %3, %4 : tensor<12xf16>, tensor<12xbf16>, tensor<12xf64>, tensor<12xf64>, tensor<12xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf32>) -> (tensor<14xi64> {jax.result_info = "result[0]"}, tensor<14xui64> {jax.result_info = "result[1]"}, tensor<14xui16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<14xf32>) -> tensor<14xi64>
    %1 = stablehlo.convert %arg0 : (tensor<14xf32>) -> tensor<14xui64>
    %2 = stablehlo.convert %arg0 : (tensor<14xf32>) -> tensor<14xui16>
    return %0, %1, %2 : tensor<14xi64>, tensor<14xui64>, tensor<14xui16>
  }
}

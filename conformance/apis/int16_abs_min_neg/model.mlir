module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi16>) -> (tensor<7xi16> {jax.result_info = "result[0]"}, tensor<7xi16> {jax.result_info = "result[1]"}, tensor<7xi8> {jax.result_info = "result[2]"}, tensor<7xui16> {jax.result_info = "result[3]"}, tensor<7xi16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.abs %arg0 : tensor<7xi16>
    %1 = stablehlo.negate %arg0 : tensor<7xi16>
    %2 = stablehlo.convert %arg0 : (tensor<7xi16>) -> tensor<7xi8>
    %3 = stablehlo.convert %arg0 : (tensor<7xi16>) -> tensor<7xui16>
    %4 = stablehlo.sign %arg0 : tensor<7xi16>
    return %0, %1, %2, %3, %4 : tensor<7xi16>, tensor<7xi16>, tensor<7xi8>, tensor<7xui16>, tensor<7xi16>
  }
}

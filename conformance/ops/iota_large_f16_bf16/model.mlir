module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i8>) -> (tensor<300xbf16> {jax.result_info = "result[0]"}, tensor<22xf16> {jax.result_info = "result[1]"}, tensor<200xi8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<300xbf16>
    %1 = stablehlo.iota dim = 0 : tensor<2100xf16>
    %2 = stablehlo.slice %1 [0:2100:97] : (tensor<2100xf16>) -> tensor<22xf16>
    %3 = stablehlo.iota dim = 0 : tensor<200xi8>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i8>) -> tensor<200xi8>
    %5 = stablehlo.add %4, %3 : tensor<200xi8>
    return %0, %2, %5 : tensor<300xbf16>, tensor<22xf16>, tensor<200xi8>
  }
}

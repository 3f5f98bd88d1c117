module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8xbf16>, %arg1: tensor<5x8xbf16>) -> (tensor<5x8xbf16> {jax.result_info = "result[0]"}, tensor<5x8xbf16> {jax.result_info = "result[1]"}, tensor<5x8xbf16> {jax.result_info = "result[2]"}, tensor<5x8xbf16> {jax.result_info = "result[3]"}, tensor<5x8xbf16> {jax.result_info = "result[4]"}, tensor<5x8xbf16> {jax.result_info = "result[5]"}, tensor<5x8xi1> {jax.result_info = "result[6]"}, tensor<5x8xbf16> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<5x8xbf16>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<5x8xbf16>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<5x8xbf16>
    %3 = stablehlo.maximum %arg0, %arg1 : tensor<5x8xbf16>
    %4 = stablehlo.subtract %arg0, %arg1 : tensor<5x8xbf16>
    %5 = stablehlo.abs %arg0 : tensor<5x8xbf16>
    %6 = stablehlo.power %5, %arg1 : tensor<5x8xbf16>
    %7 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<5x8xbf16>, tensor<5x8xbf16>) -> tensor<5x8xi1>
    %8 = stablehlo.remainder %arg0, %arg1 : tensor<5x8xbf16>
    return %0, %1, %2, %3, %4, %6, %7, %8 : tensor<5x8xbf16>, tensor<5x8xbf16>, tensor<5x8xbf16>, tensor<5x8xbf16>, tensor<5x8xbf16>, tensor<5x8xbf16>, tensor<5x8xi1>, tensor<5x8xbf16>
  }
}

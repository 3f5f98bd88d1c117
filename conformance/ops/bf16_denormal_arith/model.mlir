module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xbf16>, %arg1: tensor<6xbf16>) -> (tensor<6xbf16> {jax.result_info = "result[0]"}, tensor<6xbf16> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf16> {jax.result_info = "result[3]"}, tensor<6xbf16> {jax.result_info = "result[4]"}, tensor<6xi1> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<6xbf16>
    %1 = stablehlo.add %arg0, %arg1 : tensor<6xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<6xbf16>) -> tensor<6xf32>
    %3 = stablehlo.convert %arg0 : (tensor<6xbf16>) -> tensor<6xf16>
    %4 = stablehlo.abs %arg0 : tensor<6xbf16>
    %5 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<6xbf16>, tensor<6xbf16>, tensor<6xf32>, tensor<6xf16>, tensor<6xbf16>, tensor<6xi1>
  }
}

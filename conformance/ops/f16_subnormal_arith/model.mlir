module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf16>, %arg1: tensor<8xf16>) -> (tensor<8xf16> {jax.result_info = "result[0]"}, tensor<8xf16> {jax.result_info = "result[1]"}, tensor<8xf16> {jax.result_info = "result[2]"}, tensor<8xf16> {jax.result_info = "result[3]"}, tensor<8xf16> {jax.result_info = "result[4]"}, tensor<8xf16> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xbf16> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<8xf16>
    %1 = stablehlo.add %arg0, %arg1 : tensor<8xf16>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<8xf16>
    %3 = stablehlo.subtract %arg0, %arg1 : tensor<8xf16>
    %4 = stablehlo.sqrt %arg0 : tensor<8xf16>
    %5 = stablehlo.maximum %arg0, %arg1 : tensor<8xf16>
    %6 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xf32>
    %7 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf32>, tensor<8xbf16>
  }
}

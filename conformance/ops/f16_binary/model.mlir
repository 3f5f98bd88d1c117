module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf16>, %arg1: tensor<6x6xf16>) -> (tensor<6x6xf16> {jax.result_info = "result[0]"}, tensor<6x6xf16> {jax.result_info = "result[1]"}, tensor<6x6xf16> {jax.result_info = "result[2]"}, tensor<6x6xf16> {jax.result_info = "result[3]"}, tensor<6x6xf16> {jax.result_info = "result[4]"}, tensor<6x6xf16> {jax.result_info = "result[5]"}, tensor<6x6xf16> {jax.result_info = "result[6]"}, tensor<6x6xf16> {jax.result_info = "result[7]"}, tensor<6x6xf16> {jax.result_info = "result[8]"}, tensor<6x6xi1> {jax.result_info = "result[9]"}, tensor<6x6xi1> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<6x6xf16>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<6x6xf16>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<6x6xf16>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<6x6xf16>
    %4 = stablehlo.maximum %arg0, %arg1 : tensor<6x6xf16>
    %5 = stablehlo.minimum %arg0, %arg1 : tensor<6x6xf16>
    %6 = stablehlo.multiply %arg0, %arg0 : tensor<6x6xf16>
    %7 = stablehlo.atan2 %arg0, %arg1 : tensor<6x6xf16>
    %8 = stablehlo.remainder %arg0, %arg1 : tensor<6x6xf16>
    %9 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<6x6xf16>, tensor<6x6xf16>) -> tensor<6x6xi1>
    %10 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<6x6xf16>, tensor<6x6xf16>) -> tensor<6x6xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xf16>, tensor<6x6xi1>, tensor<6x6xi1>
  }
}

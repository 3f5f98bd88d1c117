module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi1>) -> (tensor<4x6xi1> {jax.result_info = "result[0]"}, tensor<4x6xi1> {jax.result_info = "result[1]"}, tensor<4x6xi1> {jax.result_info = "result[2]"}, tensor<4x6xi1> {jax.result_info = "result[3]"}, tensor<4x6xi1> {jax.result_info = "result[4]"}, tensor<4x6xi1> {jax.result_info = "result[5]"}, tensor<4x6xi1> {jax.result_info = "result[6]"}, tensor<4x6xi1> {jax.result_info = "result[7]"}, tensor<4x6xi1> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<4x6xi1>
    %1 = stablehlo.or %arg0, %arg1 : tensor<4x6xi1>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<4x6xi1>
    %3 = stablehlo.compare EQ, %arg0, %arg1, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %4 = stablehlo.compare NE, %arg0, %arg1, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %5 = stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %6 = stablehlo.compare GE, %arg0, %arg1, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %7 = stablehlo.maximum %arg0, %arg1 : tensor<4x6xi1>
    %8 = stablehlo.minimum %arg0, %arg1 : tensor<4x6xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>
  }
}

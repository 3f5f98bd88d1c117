module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf16>, %arg1: tensor<6xbf16>, %arg2: tensor<6xf64>) -> (tensor<6xi1> {jax.result_info = "result[0]"}, tensor<6xi1> {jax.result_info = "result[1]"}, tensor<6xi1> {jax.result_info = "result[2]"}, tensor<6xi1> {jax.result_info = "result[3]"}, tensor<6xi1> {jax.result_info = "result[4]"}, tensor<6xi1> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.is_finite %arg0 : (tensor<6xf16>) -> tensor<6xi1>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xi1>
    %2 = call @isinf(%arg1) : (tensor<6xbf16>) -> tensor<6xi1>
    %3 = stablehlo.is_finite %arg1 : (tensor<6xbf16>) -> tensor<6xi1>
    %4 = stablehlo.is_finite %arg2 : (tensor<6xf64>) -> tensor<6xi1>
    %5 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
  }
  func.func private @isinf(%arg0: tensor<6xbf16>) -> tensor<6xi1> {
    %0 = stablehlo.abs %arg0 : tensor<6xbf16>
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xi1>
    return %2 : tensor<6xi1>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf16>, %arg1: tensor<6xf16>, %arg2: tensor<6xbf16>, %arg3: tensor<6xbf16>) -> (tensor<6xf16> {jax.result_info = "result[0]"}, tensor<6xf16> {jax.result_info = "result[1]"}, tensor<6xbf16> {jax.result_info = "result[2]"}, tensor<6xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<6xf16>
    %1 = stablehlo.minimum %arg0, %arg1 : tensor<6xf16>
    %2 = stablehlo.maximum %arg2, %arg3 : tensor<6xbf16>
    %3 = stablehlo.minimum %arg2, %arg3 : tensor<6xbf16>
    return %0, %1, %2, %3 : tensor<6xf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xbf16>
  }
}

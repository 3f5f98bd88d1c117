module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xi16>, %arg1: tensor<24xi16>, %arg2: tensor<24xui16>, %arg3: tensor<24xui16>) -> (tensor<24xi16> {jax.result_info = "result[0]"}, tensor<24xi16> {jax.result_info = "result[1]"}, tensor<24xi16> {jax.result_info = "result[2]"}, tensor<24xi16> {jax.result_info = "result[3]"}, tensor<24xui16> {jax.result_info = "result[4]"}, tensor<24xui16> {jax.result_info = "result[5]"}, tensor<24xui16> {jax.result_info = "result[6]"}, tensor<24xui16> {jax.result_info = "result[7]"}, tensor<24xi16> {jax.result_info = "result[8]"}, tensor<24xui16> {jax.result_info = "result[9]"}, tensor<24xi16> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<24xi16>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<24xi16>
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<24xi16>
    %3 = stablehlo.maximum %arg0, %arg1 : tensor<24xi16>
    %4 = stablehlo.add %arg2, %arg3 : tensor<24xui16>
    %5 = stablehlo.multiply %arg2, %arg3 : tensor<24xui16>
    %6 = stablehlo.subtract %arg2, %arg3 : tensor<24xui16>
    %7 = stablehlo.minimum %arg2, %arg3 : tensor<24xui16>
    %8 = stablehlo.and %arg0, %arg1 : tensor<24xi16>
    %9 = stablehlo.or %arg2, %arg3 : tensor<24xui16>
    %10 = stablehlo.xor %arg0, %arg1 : tensor<24xi16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<24xi16>, tensor<24xi16>, tensor<24xi16>, tensor<24xi16>, tensor<24xui16>, tensor<24xui16>, tensor<24xui16>, tensor<24xui16>, tensor<24xi16>, tensor<24xui16>, tensor<24xi16>
  }
}

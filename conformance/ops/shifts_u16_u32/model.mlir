module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xui16>, %arg1: tensor<20xui16>, %arg2: tensor<36xui32>, %arg3: tensor<36xui32>) -> (tensor<20xui16> {jax.result_info = "result[0]"}, tensor<20xui16> {jax.result_info = "result[1]"}, tensor<20xui16> {jax.result_info = "result[2]"}, tensor<36xui32> {jax.result_info = "result[3]"}, tensor<36xui32> {jax.result_info = "result[4]"}, tensor<36xui32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<20xui16>
    %1 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<20xui16>
    %2 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<20xui16>
    %3 = stablehlo.shift_left %arg2, %arg3 : tensor<36xui32>
    %4 = stablehlo.shift_right_logical %arg2, %arg3 : tensor<36xui32>
    %5 = stablehlo.shift_right_arithmetic %arg2, %arg3 : tensor<36xui32>
    return %0, %1, %2, %3, %4, %5 : tensor<20xui16>, tensor<20xui16>, tensor<20xui16>, tensor<36xui32>, tensor<36xui32>, tensor<36xui32>
  }
}

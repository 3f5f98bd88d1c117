module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<70xi64>, %arg1: tensor<70xi64>, %arg2: tensor<70xui64>) -> (tensor<70xi64> {jax.result_info = "result[0]"}, tensor<70xi64> {jax.result_info = "result[1]"}, tensor<70xi64> {jax.result_info = "result[2]"}, tensor<70xui64> {jax.result_info = "result[3]"}, tensor<70xui64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<70xi64>
    %1 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<70xi64>
    %2 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<70xi64>
    %3 = stablehlo.convert %arg1 : (tensor<70xi64>) -> tensor<70xui64>
    %4 = stablehlo.shift_left %arg2, %3 : tensor<70xui64>
    %5 = stablehlo.convert %arg1 : (tensor<70xi64>) -> tensor<70xui64>
    %6 = stablehlo.shift_right_logical %arg2, %5 : tensor<70xui64>
    return %0, %1, %2, %4, %6 : tensor<70xi64>, tensor<70xi64>, tensor<70xi64>, tensor<70xui64>, tensor<70xui64>
  }
}

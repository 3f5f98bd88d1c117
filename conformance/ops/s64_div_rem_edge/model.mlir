module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> (tensor<8xi64> {jax.result_info = "result[0]"}, tensor<8xi64> {jax.result_info = "result[1]"}, tensor<8xi64> {jax.result_info = "result[2]"}, tensor<8xi64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi64>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<8xi64>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xi64>
    %3 = stablehlo.add %arg0, %arg1 : tensor<8xi64>
    return %0, %1, %2, %3 : tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>
  }
}

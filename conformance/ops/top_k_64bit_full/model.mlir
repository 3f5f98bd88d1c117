module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi64>, %arg1: tensor<3x7xf64>, %arg2: tensor<2x9xi8>) -> (tensor<8xi64> {jax.result_info = "result[0][0]"}, tensor<8xi32> {jax.result_info = "result[0][1]"}, tensor<3x2xf64> {jax.result_info = "result[1][0]"}, tensor<3x2xi32> {jax.result_info = "result[1][1]"}, tensor<2x9xi8> {jax.result_info = "result[2][0]"}, tensor<2x9xi32> {jax.result_info = "result[2][1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 8) : tensor<8xi64> -> (tensor<8xi64>, tensor<8xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg1, k = 2) : tensor<3x7xf64> -> (tensor<3x2xf64>, tensor<3x2xi32>)
    %values_2, %indices_3 = chlo.top_k(%arg2, k = 9) : tensor<2x9xi8> -> (tensor<2x9xi8>, tensor<2x9xi32>)
    return %values, %indices, %values_0, %indices_1, %values_2, %indices_3 : tensor<8xi64>, tensor<8xi32>, tensor<3x2xf64>, tensor<3x2xi32>, tensor<2x9xi8>, tensor<2x9xi32>
  }
}

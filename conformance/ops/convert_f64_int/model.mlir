module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xf64>) -> (tensor<13xi64> {jax.result_info = "result[0]"}, tensor<13xui64> {jax.result_info = "result[1]"}, tensor<13xi32> {jax.result_info = "result[2]"}, tensor<13xui8> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<13xf64>) -> tensor<13xi64>
    %1 = stablehlo.convert %arg0 : (tensor<13xf64>) -> tensor<13xui64>
    %2 = stablehlo.convert %arg0 : (tensor<13xf64>) -> tensor<13xi32>
    %3 = stablehlo.convert %arg0 : (tensor<13xf64>) -> tensor<13xui8>
    return %0, %1, %2, %3 : tensor<13xi64>, tensor<13xui64>, tensor<13xi32>, tensor<13xui8>
  }
}

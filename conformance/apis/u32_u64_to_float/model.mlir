module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xui32>, %arg1: tensor<3xui64>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5xui32>) -> tensor<5xf32>
    %1 = stablehlo.convert %arg1 : (tensor<3xui64>) -> tensor<3xf32>
    %2 = stablehlo.convert %arg1 : (tensor<3xui64>) -> tensor<3xf64>
    return %0, %1, %2 : tensor<5xf32>, tensor<3xf32>, tensor<3xf64>
  }
}

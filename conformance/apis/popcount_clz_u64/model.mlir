module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xui64>) -> (tensor<6xui64> {jax.result_info = "result[0]"}, tensor<6xui64> {jax.result_info = "result[1]"}, tensor<6xui8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<6xui64>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<6xui64>
    %2 = call @bitwise_count(%arg0) : (tensor<6xui64>) -> tensor<6xui8>
    return %0, %1, %2 : tensor<6xui64>, tensor<6xui64>, tensor<6xui8>
  }
  func.func private @bitwise_count(%arg0: tensor<6xui64>) -> tensor<6xui8> {
    %0 = stablehlo.popcnt %arg0 : tensor<6xui64>
    %1 = stablehlo.convert %0 : (tensor<6xui64>) -> tensor<6xui8>
    return %1 : tensor<6xui8>
  }
}

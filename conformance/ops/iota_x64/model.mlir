module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64>) -> (tensor<3x4xi64> {jax.result_info = "result[0]"}, tensor<4x2xui64> {jax.result_info = "result[1]"}, tensor<2x3x2xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.multiply %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 0 : tensor<4x2xui64>
    %4 = stablehlo.iota dim = 1 : tensor<2x3x2xf64>
    return %2, %3, %4 : tensor<3x4xi64>, tensor<4x2xui64>, tensor<2x3x2xf64>
  }
}

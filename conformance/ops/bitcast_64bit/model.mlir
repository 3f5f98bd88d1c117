module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<8xi64>, %arg2: tensor<2x2xui32>) -> (tensor<3xi64> {jax.result_info = "result[0]"}, tensor<3x2xui32> {jax.result_info = "result[1]"}, tensor<8xf64> {jax.result_info = "result[2]"}, tensor<2xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf64>) -> tensor<3xi64>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<3xf64>) -> tensor<3x2xui32>
    %2 = stablehlo.bitcast_convert %arg1 : (tensor<8xi64>) -> tensor<8xf64>
    %3 = stablehlo.bitcast_convert %arg2 : (tensor<2x2xui32>) -> tensor<2xf64>
    return %0, %1, %2, %3 : tensor<3xi64>, tensor<3x2xui32>, tensor<8xf64>, tensor<2xf64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi64>, %arg1: tensor<16xui64>) -> (tensor<16xi64> {jax.result_info = "result[0]"}, tensor<16xi64> {jax.result_info = "result[1]"}, tensor<16xi64> {jax.result_info = "result[2]"}, tensor<16xi64> {jax.result_info = "result[3]"}, tensor<16xi64> {jax.result_info = "result[4]"}, tensor<16xi64> {jax.result_info = "result[5]"}, tensor<16xui64> {jax.result_info = "result[6]"}, tensor<16xui64> {jax.result_info = "result[7]"}, tensor<16xui64> {jax.result_info = "result[8]"}, tensor<16xui64> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.abs %arg0 : tensor<16xi64>
    %1 = stablehlo.negate %arg0 : tensor<16xi64>
    %2 = stablehlo.sign %arg0 : tensor<16xi64>
    %3 = stablehlo.not %arg0 : tensor<16xi64>
    %4 = stablehlo.popcnt %arg0 : tensor<16xi64>
    %5 = stablehlo.count_leading_zeros %arg0 : tensor<16xi64>
    %6 = stablehlo.negate %arg1 : tensor<16xui64>
    %7 = stablehlo.not %arg1 : tensor<16xui64>
    %8 = stablehlo.popcnt %arg1 : tensor<16xui64>
    %9 = stablehlo.count_leading_zeros %arg1 : tensor<16xui64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xui64>, tensor<16xui64>, tensor<16xui64>, tensor<16xui64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<12xf32>
    %1 = stablehlo.log_plus_one %arg0 : tensor<12xf32>
    %2 = chlo.sinh %arg0 : tensor<12xf32> -> tensor<12xf32>
    %3 = stablehlo.tanh %arg0 : tensor<12xf32>
    return %0, %1, %2, %3 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
}

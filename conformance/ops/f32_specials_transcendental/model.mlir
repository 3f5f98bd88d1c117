module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<12xf32>
    %1 = stablehlo.log %arg0 : tensor<12xf32>
    %2 = stablehlo.sqrt %arg0 : tensor<12xf32>
    %3 = stablehlo.tanh %arg0 : tensor<12xf32>
    %4 = stablehlo.rsqrt %arg0 : tensor<12xf32>
    %5 = stablehlo.negate %arg0 : tensor<12xf32>
    %6 = stablehlo.exponential %5 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.add %7, %6 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.divide %9, %8 : tensor<12xf32>
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<12xf32>
    %12 = stablehlo.log_plus_one %arg0 : tensor<12xf32>
    %13 = stablehlo.cbrt %arg0 : tensor<12xf32>
    return %0, %1, %2, %3, %4, %10, %11, %12, %13 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
}

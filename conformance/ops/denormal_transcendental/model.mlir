module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}, tensor<10xf32> {jax.result_info = "result[10]"}, tensor<10xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<10xf32>
    %1 = stablehlo.log %arg0 : tensor<10xf32>
    %2 = stablehlo.sqrt %arg0 : tensor<10xf32>
    %3 = stablehlo.rsqrt %arg0 : tensor<10xf32>
    %4 = stablehlo.tanh %arg0 : tensor<10xf32>
    %5 = stablehlo.exponential_minus_one %arg0 : tensor<10xf32>
    %6 = stablehlo.log_plus_one %arg0 : tensor<10xf32>
    %7 = stablehlo.sine %arg0 : tensor<10xf32>
    %8 = stablehlo.negate %arg0 : tensor<10xf32>
    %9 = stablehlo.exponential %8 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %11 = stablehlo.add %10, %9 : tensor<10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.divide %12, %11 : tensor<10xf32>
    %14 = stablehlo.cbrt %arg0 : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.atan2 %arg0, %15 : tensor<10xf32>
    %17 = stablehlo.sign %arg0 : tensor<10xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %13, %14, %16, %17 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>) -> (tensor<1024xf32> {jax.result_info = "result[0]"}, tensor<1024xf32> {jax.result_info = "result[1]"}, tensor<1024xf32> {jax.result_info = "result[2]"}, tensor<1024xf32> {jax.result_info = "result[3]"}, tensor<1024xf32> {jax.result_info = "result[4]"}, tensor<1024xf32> {jax.result_info = "result[5]"}, tensor<1024xf32> {jax.result_info = "result[6]"}, tensor<1024xf32> {jax.result_info = "result[7]"}, tensor<1024xf32> {jax.result_info = "result[8]"}, tensor<1024xf32> {jax.result_info = "result[9]"}, tensor<1024xf32> {jax.result_info = "result[10]"}, tensor<1024xf32> {jax.result_info = "result[11]"}, tensor<1024xf32> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<1024xf32>
    %1 = stablehlo.log %arg0 : tensor<1024xf32>
    %2 = stablehlo.sqrt %arg0 : tensor<1024xf32>
    %3 = stablehlo.rsqrt %arg0 : tensor<1024xf32>
    %4 = stablehlo.tanh %arg0 : tensor<1024xf32>
    %5 = stablehlo.negate %arg0 : tensor<1024xf32>
    %6 = stablehlo.exponential %5 : tensor<1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %8 = stablehlo.add %7, %6 : tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %10 = stablehlo.divide %9, %8 : tensor<1024xf32>
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<1024xf32>
    %12 = stablehlo.log_plus_one %arg0 : tensor<1024xf32>
    %13 = stablehlo.sine %arg0 : tensor<1024xf32>
    %14 = stablehlo.cosine %arg0 : tensor<1024xf32>
    %15 = chlo.erf %arg0 : tensor<1024xf32> -> tensor<1024xf32>
    %16 = stablehlo.cbrt %arg0 : tensor<1024xf32>
    %17 = stablehlo.reverse %arg0, dims = [0] : tensor<1024xf32>
    %18 = stablehlo.atan2 %arg0, %17 : tensor<1024xf32>
    return %0, %1, %2, %3, %4, %10, %11, %12, %13, %14, %15, %16, %18 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512xf32>) -> (tensor<512xf32> {jax.result_info = "result[0]"}, tensor<512xf32> {jax.result_info = "result[1]"}, tensor<512xf32> {jax.result_info = "result[2]"}, tensor<512xf32> {jax.result_info = "result[3]"}, tensor<512xf32> {jax.result_info = "result[4]"}, tensor<512xf32> {jax.result_info = "result[5]"}, tensor<512xf32> {jax.result_info = "result[6]"}, tensor<512xf32> {jax.result_info = "result[7]"}, tensor<512xf32> {jax.result_info = "result[8]"}, tensor<512xf32> {jax.result_info = "result[9]"}, tensor<512xf32> {jax.result_info = "result[10]"}, tensor<512xf32> {jax.result_info = "result[11]"}, tensor<512xf32> {jax.result_info = "result[12]"}, tensor<512xf32> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.sine %arg0 : tensor<512xf32>
    %1 = stablehlo.cosine %arg0 : tensor<512xf32>
    %2 = stablehlo.exponential %arg1 : tensor<512xf32>
    %3 = stablehlo.exponential_minus_one %arg1 : tensor<512xf32>
    %4 = stablehlo.negate %arg1 : tensor<512xf32>
    %5 = stablehlo.exponential %4 : tensor<512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %7 = stablehlo.add %6, %5 : tensor<512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %9 = stablehlo.divide %8, %7 : tensor<512xf32>
    %10 = stablehlo.log %arg2 : tensor<512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<512xf32>
    %13 = stablehlo.log_plus_one %12 : tensor<512xf32>
    %14 = stablehlo.tanh %arg3 : tensor<512xf32>
    %15 = chlo.erf %arg3 : tensor<512xf32> -> tensor<512xf32>
    %16 = chlo.erfc %arg3 : tensor<512xf32> -> tensor<512xf32>
    %17 = chlo.atan %arg0 : tensor<512xf32> -> tensor<512xf32>
    %18 = chlo.asinh %arg0 : tensor<512xf32> -> tensor<512xf32>
    %19 = stablehlo.sqrt %arg2 : tensor<512xf32>
    %20 = stablehlo.power %arg2, %arg3 : tensor<512xf32>
    return %0, %1, %2, %3, %9, %10, %13, %14, %15, %16, %17, %18, %19, %20 : tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
  }
}

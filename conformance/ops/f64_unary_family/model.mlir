module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x9xf64>) -> (tensor<4x9xf64> {jax.result_info = "result[0]"}, tensor<4x9xf64> {jax.result_info = "result[1]"}, tensor<4x9xf64> {jax.result_info = "result[2]"}, tensor<4x9xf64> {jax.result_info = "result[3]"}, tensor<4x9xf64> {jax.result_info = "result[4]"}, tensor<4x9xf64> {jax.result_info = "result[5]"}, tensor<4x9xf64> {jax.result_info = "result[6]"}, tensor<4x9xf64> {jax.result_info = "result[7]"}, tensor<4x9xf64> {jax.result_info = "result[8]"}, tensor<4x9xf64> {jax.result_info = "result[9]"}, tensor<4x9xf64> {jax.result_info = "result[10]"}, tensor<4x9xf64> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<4x9xf64>
    %1 = stablehlo.abs %arg0 : tensor<4x9xf64>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x9xf64>
    %3 = stablehlo.add %1, %2 : tensor<4x9xf64>
    %4 = stablehlo.log %3 : tensor<4x9xf64>
    %5 = stablehlo.tanh %arg0 : tensor<4x9xf64>
    %6 = stablehlo.sine %arg0 : tensor<4x9xf64>
    %7 = stablehlo.cosine %arg0 : tensor<4x9xf64>
    %8 = stablehlo.abs %arg0 : tensor<4x9xf64>
    %9 = stablehlo.sqrt %8 : tensor<4x9xf64>
    %10 = stablehlo.cbrt %arg0 : tensor<4x9xf64>
    %11 = stablehlo.exponential_minus_one %arg0 : tensor<4x9xf64>
    %12 = stablehlo.abs %arg0 : tensor<4x9xf64>
    %13 = stablehlo.log_plus_one %12 : tensor<4x9xf64>
    %14 = stablehlo.abs %arg0 : tensor<4x9xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x9xf64>
    %16 = stablehlo.add %14, %15 : tensor<4x9xf64>
    %17 = stablehlo.rsqrt %16 : tensor<4x9xf64>
    %18 = chlo.atan %arg0 : tensor<4x9xf64> -> tensor<4x9xf64>
    %cst_1 = stablehlo.constant dense<3.000000e-01> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x9xf64>
    %20 = stablehlo.multiply %arg0, %19 : tensor<4x9xf64>
    %21 = stablehlo.tan %20 : tensor<4x9xf64>
    return %0, %4, %5, %6, %7, %9, %10, %11, %13, %17, %18, %21 : tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>, tensor<4x9xf64>
  }
}

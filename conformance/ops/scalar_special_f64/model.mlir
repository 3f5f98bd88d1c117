module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf64>) -> (tensor<12xf64> {jax.result_info = "result[0]"}, tensor<12xf64> {jax.result_info = "result[1]"}, tensor<12xf64> {jax.result_info = "result[2]"}, tensor<12xf64> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}, tensor<12xf64> {jax.result_info = "result[5]"}, tensor<12xf64> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12xf64>
    %2 = chlo.erf_inv %1 : tensor<12xf64> -> tensor<12xf64>
    %3 = stablehlo.abs %arg0 : tensor<12xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %5 = stablehlo.add %3, %4 : tensor<12xf64>
    %6 = chlo.lgamma %5 : tensor<12xf64> -> tensor<12xf64>
    %7 = stablehlo.abs %arg0 : tensor<12xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %9 = stablehlo.add %7, %8 : tensor<12xf64>
    %10 = chlo.digamma %9 : tensor<12xf64> -> tensor<12xf64>
    %11 = chlo.asinh %arg0 : tensor<12xf64> -> tensor<12xf64>
    %12 = stablehlo.abs %arg0 : tensor<12xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %14 = stablehlo.add %12, %13 : tensor<12xf64>
    %15 = call @arccosh(%14) : (tensor<12xf64>) -> tensor<12xf64>
    %cst_3 = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %17 = stablehlo.multiply %arg0, %16 : tensor<12xf64>
    %18 = chlo.atanh %17 : tensor<12xf64> -> tensor<12xf64>
    %19 = chlo.erfc %arg0 : tensor<12xf64> -> tensor<12xf64>
    return %2, %6, %10, %11, %15, %18, %19 : tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>
  }
  func.func private @arccosh(%arg0: tensor<12xf64>) -> tensor<12xf64> {
    %0 = chlo.acosh %arg0 : tensor<12xf64> -> tensor<12xf64>
    return %0 : tensor<12xf64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xcomplex<f64>>) -> (tensor<12xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<12xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<12xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<12xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<12xcomplex<f64>>
    %1 = stablehlo.log_plus_one %arg0 : tensor<12xcomplex<f64>>
    %2 = stablehlo.real %arg0 : (tensor<12xcomplex<f64>>) -> tensor<12xf64>
    %3 = stablehlo.imag %arg0 : (tensor<12xcomplex<f64>>) -> tensor<12xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %5 = stablehlo.compare EQ, %2, %4, FLOAT : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xi1>
    %6 = stablehlo.sine %2 : tensor<12xf64>
    %7 = stablehlo.cosine %2 : tensor<12xf64>
    %8 = stablehlo.exponential_minus_one %3 : tensor<12xf64>
    %9 = stablehlo.negate %3 : tensor<12xf64>
    %10 = stablehlo.exponential_minus_one %9 : tensor<12xf64>
    %11 = stablehlo.subtract %8, %10 : tensor<12xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %13 = stablehlo.divide %11, %12 : tensor<12xf64>
    %14 = stablehlo.add %8, %10 : tensor<12xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %16 = stablehlo.add %14, %15 : tensor<12xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %18 = stablehlo.divide %16, %17 : tensor<12xf64>
    %19 = stablehlo.multiply %6, %18 : tensor<12xf64>
    %20 = stablehlo.multiply %7, %13 : tensor<12xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %22 = stablehlo.complex %21, %20 : tensor<12xcomplex<f64>>
    %23 = stablehlo.complex %19, %20 : tensor<12xcomplex<f64>>
    %24 = stablehlo.select %5, %22, %23 : tensor<12xi1>, tensor<12xcomplex<f64>>
    %25 = chlo.atan %arg0 : tensor<12xcomplex<f64>> -> tensor<12xcomplex<f64>>
    %26 = stablehlo.real %arg0 : (tensor<12xcomplex<f64>>) -> tensor<12xf64>
    %27 = stablehlo.imag %arg0 : (tensor<12xcomplex<f64>>) -> tensor<12xf64>
    %28 = stablehlo.multiply %26, %27 : tensor<12xf64>
    return %0, %1, %24, %25, %28 : tensor<12xcomplex<f64>>, tensor<12xcomplex<f64>>, tensor<12xcomplex<f64>>, tensor<12xcomplex<f64>>, tensor<12xf64>
  }
}

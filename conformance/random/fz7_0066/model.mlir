module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f16>) -> (tensor<f16> {jax.result_info = "result[0]"}, tensor<i1> {jax.result_info = "result[1]"}, tensor<f16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f16>
    %0 = stablehlo.compare LT, %arg0, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %1 = stablehlo.abs %arg0 : tensor<f16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %2 = stablehlo.add %1, %cst_0 : tensor<f16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %3 = stablehlo.divide %cst_1, %2 : tensor<f16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<-6.459960e-01> : tensor<f16>
    %5 = stablehlo.compare LE, %arg0, %cst_2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %6 = call @_where(%4, %5, %c_3) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.cbrt %3 : tensor<f16>
    %8 = stablehlo.exponential_minus_one %3 : tensor<f16>
    %9 = call @silu(%8) : (tensor<f16>) -> tensor<f16>
    return %9, %6, %7 : tensor<f16>, tensor<i1>, tensor<f16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @silu(%arg0: tensor<f16>) -> tensor<f16> {
    %0 = stablehlo.negate %arg0 : tensor<f16>
    %1 = stablehlo.exponential %0 : tensor<f16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %2 = stablehlo.add %cst, %1 : tensor<f16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f16>
    %4 = stablehlo.multiply %arg0, %3 : tensor<f16>
    return %4 : tensor<f16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xbf16>) -> (tensor<6x6xbf16> {jax.result_info = "result[0]"}, tensor<6x6xbf16> {jax.result_info = "result[1]"}, tensor<6x6xbf16> {jax.result_info = "result[2]"}, tensor<6x6xbf16> {jax.result_info = "result[3]"}, tensor<6x6xbf16> {jax.result_info = "result[4]"}, tensor<6x6xbf16> {jax.result_info = "result[5]"}, tensor<6x6xbf16> {jax.result_info = "result[6]"}, tensor<6x6xbf16> {jax.result_info = "result[7]"}, tensor<6x6xbf16> {jax.result_info = "result[8]"}, tensor<6x6xbf16> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.abs %arg0 : tensor<6x6xbf16>
    %1 = stablehlo.negate %arg0 : tensor<6x6xbf16>
    %2 = stablehlo.floor %arg0 : tensor<6x6xbf16>
    %3 = stablehlo.tanh %arg0 : tensor<6x6xbf16>
    %4 = stablehlo.exponential %arg0 : tensor<6x6xbf16>
    %5 = stablehlo.abs %arg0 : tensor<6x6xbf16>
    %6 = stablehlo.sqrt %5 : tensor<6x6xbf16>
    %7 = stablehlo.negate %arg0 : tensor<6x6xbf16>
    %8 = stablehlo.exponential %7 : tensor<6x6xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6x6xbf16>
    %10 = stablehlo.add %9, %8 : tensor<6x6xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<6x6xbf16>
    %12 = stablehlo.divide %11, %10 : tensor<6x6xbf16>
    %13 = stablehlo.cosine %arg0 : tensor<6x6xbf16>
    %14 = stablehlo.exponential_minus_one %arg0 : tensor<6x6xbf16>
    %15 = stablehlo.abs %arg0 : tensor<6x6xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<6x6xbf16>
    %17 = stablehlo.add %15, %16 : tensor<6x6xbf16>
    %18 = stablehlo.log %17 : tensor<6x6xbf16>
    return %0, %1, %2, %3, %4, %6, %12, %13, %14, %18 : tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>, tensor<6x6xbf16>
  }
}

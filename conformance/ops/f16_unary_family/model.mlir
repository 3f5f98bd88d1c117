module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf16>) -> (tensor<5x7xf16> {jax.result_info = "result[0]"}, tensor<5x7xf16> {jax.result_info = "result[1]"}, tensor<5x7xf16> {jax.result_info = "result[2]"}, tensor<5x7xf16> {jax.result_info = "result[3]"}, tensor<5x7xf16> {jax.result_info = "result[4]"}, tensor<5x7xf16> {jax.result_info = "result[5]"}, tensor<5x7xf16> {jax.result_info = "result[6]"}, tensor<5x7xf16> {jax.result_info = "result[7]"}, tensor<5x7xf16> {jax.result_info = "result[8]"}, tensor<5x7xf16> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.abs %arg0 : tensor<5x7xf16>
    %1 = stablehlo.negate %arg0 : tensor<5x7xf16>
    %2 = stablehlo.floor %arg0 : tensor<5x7xf16>
    %3 = stablehlo.ceil %arg0 : tensor<5x7xf16>
    %4 = stablehlo.sign %arg0 : tensor<5x7xf16>
    %5 = call @round(%arg0) : (tensor<5x7xf16>) -> tensor<5x7xf16>
    %6 = stablehlo.exponential %arg0 : tensor<5x7xf16>
    %7 = stablehlo.abs %arg0 : tensor<5x7xf16>
    %8 = stablehlo.log_plus_one %7 : tensor<5x7xf16>
    %9 = stablehlo.sine %arg0 : tensor<5x7xf16>
    %10 = stablehlo.abs %arg0 : tensor<5x7xf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<5x7xf16>
    %12 = stablehlo.add %10, %11 : tensor<5x7xf16>
    %13 = stablehlo.rsqrt %12 : tensor<5x7xf16>
    return %0, %1, %2, %3, %4, %5, %6, %8, %9, %13 : tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>, tensor<5x7xf16>
  }
  func.func private @round(%arg0: tensor<5x7xf16>) -> tensor<5x7xf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<5x7xf16>
    return %0 : tensor<5x7xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xbf16>) -> (tensor<4x6xbf16> {jax.result_info = "result[0]"}, tensor<4x6xbf16> {jax.result_info = "result[1]"}, tensor<4x6xbf16> {jax.result_info = "result[2]"}, tensor<4x6xbf16> {jax.result_info = "result[3]"}) {
    %0 = call @log_sigmoid(%arg0) : (tensor<4x6xbf16>) -> tensor<4x6xbf16>
    %1 = call @softplus(%arg0) : (tensor<4x6xbf16>) -> tensor<4x6xbf16>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xbf16>, tensor<bf16>) -> tensor<6xbf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %4 = stablehlo.maximum %3, %2 : tensor<6xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<6xbf16>) -> tensor<1x6xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x6xbf16>) -> tensor<4x6xbf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x6xbf16>
    %8 = stablehlo.exponential %7 : tensor<4x6xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x6xbf16>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %12 = stablehlo.convert %11 : (tensor<1x6xf32>) -> tensor<1x6xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x6xbf16>) -> tensor<4x6xbf16>
    %14 = stablehlo.divide %8, %13 : tensor<4x6xbf16>
    %15 = call @relu6(%arg0) : (tensor<4x6xbf16>) -> tensor<4x6xbf16>
    return %0, %1, %14, %15 : tensor<4x6xbf16>, tensor<4x6xbf16>, tensor<4x6xbf16>, tensor<4x6xbf16>
  }
  func.func private @log_sigmoid(%arg0: tensor<4x6xbf16>) -> tensor<4x6xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x6xbf16>
    %1 = call @softplus(%0) : (tensor<4x6xbf16>) -> tensor<4x6xbf16>
    %2 = stablehlo.negate %1 : tensor<4x6xbf16>
    return %2 : tensor<4x6xbf16>
  }
  func.func private @softplus(%arg0: tensor<4x6xbf16>) -> tensor<4x6xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x6xbf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x6xbf16>, tensor<4x6xbf16>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %6 = stablehlo.add %arg0, %5 : tensor<4x6xbf16>
    %7 = stablehlo.abs %3 : tensor<4x6xbf16>
    %8 = stablehlo.negate %7 : tensor<4x6xbf16>
    %9 = stablehlo.exponential %8 : tensor<4x6xbf16>
    %10 = stablehlo.log_plus_one %9 : tensor<4x6xbf16>
    %11 = stablehlo.add %1, %10 : tensor<4x6xbf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x6xi1>, tensor<4x6xbf16>
    return %12 : tensor<4x6xbf16>
  }
  func.func private @relu6(%arg0: tensor<4x6xbf16>) -> tensor<4x6xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x6xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<4x6xbf16>
    return %3 : tensor<4x6xbf16>
  }
}

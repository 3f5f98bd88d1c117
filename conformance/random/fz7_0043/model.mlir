module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7x1x5xf32>, %arg1: tensor<1x4xf16>) -> (tensor<2x3x1x3xf16> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<7.460930e-01> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<4x1xf16>
    %1 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4xf16>, tensor<4x1xf16>) -> tensor<1x1xf16>
    %2 = call @softplus(%1) : (tensor<1x1xf16>) -> tensor<1x1xf16>
    %3 = stablehlo.convert %2 : (tensor<1x1xf16>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [] : (tensor<1x1xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5 = stablehlo.convert %4 : (tensor<1x1xf32>) -> tensor<1x1xf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2, 3] : (tensor<1x1xf16>) -> tensor<2x3x1x3xf16>
    %7 = chlo.asinh %6 : tensor<2x3x1x3xf16> -> tensor<2x3x1x3xf16>
    return %7 : tensor<2x3x1x3xf16>
  }
  func.func private @softplus(%arg0: tensor<1x1xf16>) -> tensor<1x1xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<1x1xf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1xf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<1x1xf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1x1xf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<1x1xf16>, tensor<1x1xf16>) -> tensor<1x1xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<1x1xf16>
    %6 = stablehlo.add %arg0, %5 : tensor<1x1xf16>
    %7 = stablehlo.abs %3 : tensor<1x1xf16>
    %8 = stablehlo.negate %7 : tensor<1x1xf16>
    %9 = stablehlo.exponential %8 : tensor<1x1xf16>
    %10 = stablehlo.log_plus_one %9 : tensor<1x1xf16>
    %11 = stablehlo.add %1, %10 : tensor<1x1xf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<1x1xi1>, tensor<1x1xf16>
    return %12 : tensor<1x1xf16>
  }
}

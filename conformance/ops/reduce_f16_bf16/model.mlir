module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x40xf16>, %arg1: tensor<6x12xbf16>) -> (tensor<4xf16> {jax.result_info = "result[0]"}, tensor<40xf16> {jax.result_info = "result[1]"}, tensor<4xf16> {jax.result_info = "result[2]"}, tensor<6xbf16> {jax.result_info = "result[3]"}, tensor<6xbf16> {jax.result_info = "result[4]"}, tensor<12xbf16> {jax.result_info = "result[5]"}, tensor<4xf16> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x40xf16>) -> tensor<4x40xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.convert %1 : (tensor<4xf32>) -> tensor<4xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<4x40xf16>, tensor<f16>) -> tensor<40xf16>
    %4 = stablehlo.convert %arg0 : (tensor<4x40xf16>) -> tensor<4x40xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4xf32>
    %8 = stablehlo.convert %7 : (tensor<4xf32>) -> tensor<4xf16>
    %9 = stablehlo.slice %arg1 [0:6, 0:5] : (tensor<6x12xbf16>) -> tensor<6x5xbf16>
    %10 = stablehlo.convert %9 : (tensor<6x5xbf16>) -> tensor<6x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.multiply across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.convert %11 : (tensor<6xf32>) -> tensor<6xbf16>
    %cst_4 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %13 = stablehlo.reduce(%arg1 init: %cst_4) applies stablehlo.minimum across dimensions = [1] : (tensor<6x12xbf16>, tensor<bf16>) -> tensor<6xbf16>
    %14 = stablehlo.convert %arg1 : (tensor<6x12xbf16>) -> tensor<6x12xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<6x12xf32>, tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.convert %15 : (tensor<12xf32>) -> tensor<12xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %17 = stablehlo.reduce(%arg0 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf16>, tensor<f16>) -> tensor<4xf16>
    return %2, %3, %8, %12, %13, %16, %17 : tensor<4xf16>, tensor<40xf16>, tensor<4xf16>, tensor<6xbf16>, tensor<6xbf16>, tensor<12xbf16>, tensor<4xf16>
  }
}

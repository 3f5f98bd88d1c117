module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x300xf16>, %arg1: tensor<200x4xbf16>) -> (tensor<3xf16> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<3xf16> {jax.result_info = "result[2]"}, tensor<200xbf16> {jax.result_info = "result[3]"}, tensor<200xbf16> {jax.result_info = "result[4]"}, tensor<3xf16> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x300xf16>, tensor<f16>) -> tensor<3xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<200x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %cst_1 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<3x300xf16>, tensor<f16>) -> tensor<3xf16>
    %cst_2 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %3 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.minimum across dimensions = [1] : (tensor<200x4xbf16>, tensor<bf16>) -> tensor<200xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %4 = stablehlo.reduce(%arg1 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<200x4xbf16>, tensor<bf16>) -> tensor<200xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %5 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x300xf16>, tensor<f16>) -> tensor<3xf16>
    %cst_5 = stablehlo.constant dense<3.000000e+02> : tensor<f16>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %7 = stablehlo.divide %5, %6 : tensor<3xf16>
    return %0, %1, %2, %3, %4, %7 : tensor<3xf16>, tensor<4xbf16>, tensor<3xf16>, tensor<200xbf16>, tensor<200xbf16>, tensor<3xf16>
  }
}

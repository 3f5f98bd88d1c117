module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xbf16>) -> (tensor<5x5xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %9 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %9 : tensor<bf16>
    }) : (tensor<5x5xbf16>, tensor<bf16>) -> tensor<3x3xbf16>
    %2 = stablehlo.convert %1 : (tensor<3x3xbf16>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.convert %4 : (tensor<3x3xf32>) -> tensor<3x3xbf16>
    %cst_2 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %6 = stablehlo.pad %arg0, %cst_2, low = [0, 0], high = [1, 1], interior = [0, 0] : (tensor<5x5xbf16>, tensor<bf16>) -> tensor<6x6xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = "stablehlo.select_and_scatter"(%6, %5, %cst_3) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %9 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<bf16>
      stablehlo.return %9 : tensor<bf16>
    }) : (tensor<6x6xbf16>, tensor<3x3xbf16>, tensor<bf16>) -> tensor<6x6xbf16>
    %8 = stablehlo.slice %7 [0:5, 0:5] : (tensor<6x6xbf16>) -> tensor<5x5xbf16>
    return %8 : tensor<5x5xbf16>
  }
}

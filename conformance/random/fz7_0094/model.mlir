module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<9x6x2xf16>) -> (tensor<12x7x3xf16> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = "stablehlo.reduce_window"(%arg1, %cst) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 2], [0, 2], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 2, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %6 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %6 : tensor<f16>
    }) : (tensor<9x6x2xf16>, tensor<f16>) -> tensor<12x7x3xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<9x6x2xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %2 = "stablehlo.reduce_window"(%1, %cst_1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 2], [0, 2], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 2, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %6 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %6 : tensor<f16>
    }) : (tensor<9x6x2xf16>, tensor<f16>) -> tensor<12x7x3xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<12x7x3xf16>
    %4 = stablehlo.maximum %2, %3 : tensor<12x7x3xf16>
    %5 = stablehlo.divide %0, %4 : tensor<12x7x3xf16>
    return %5 : tensor<12x7x3xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x15x13x5xf32>) -> (tensor<2x15x13x5xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<2x15x13x5xf32>, tensor<f32>) -> tensor<2x8x7x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x8x7x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x7x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.pad %arg0, %cst_2, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x15x13x5xf32>, tensor<f32>) -> tensor<2x17x15x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = "stablehlo.select_and_scatter"(%4, %3, %cst_3) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<2x17x15x5xf32>, tensor<2x8x7x5xf32>, tensor<f32>) -> tensor<2x17x15x5xf32>
    %6 = stablehlo.slice %5 [0:2, 1:16, 1:14, 0:5] : (tensor<2x17x15x5xf32>) -> tensor<2x15x13x5xf32>
    return %6 : tensor<2x15x13x5xf32>
  }
}

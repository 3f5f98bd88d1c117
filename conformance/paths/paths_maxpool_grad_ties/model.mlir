module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x12x12x3xf32>) -> (tensor<1x12x12x3xf32> {jax.result_info = "result"}) {
    %0 = call @round(%arg0) : (tensor<1x12x12x3xf32>) -> tensor<1x12x12x3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<1x12x12x3xf32>, tensor<f32>) -> tensor<1x11x11x3xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x11x11x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x11x11x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x11x11x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x12x12x3xf32>
    return %6 : tensor<1x12x12x3xf32>
  }
  func.func private @round(%arg0: tensor<1x12x12x3xf32>) -> tensor<1x12x12x3xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<1x12x12x3xf32>
    return %0 : tensor<1x12x12x3xf32>
  }
}

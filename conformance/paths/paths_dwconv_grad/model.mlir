module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x10x10x8xf32>, %arg1: tensor<3x3x1x8xf32>) -> (tensor<2x10x10x8xf32> {jax.result_info = "result[0]"}, tensor<3x3x1x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x10x10x8xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x10x10x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x10x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<2x10x10x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x10x10x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x10x10x8xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<2x10x10x8xf32>
    %7 = stablehlo.convolution(%arg0, %6) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x8xf32>, tensor<2x10x10x8xf32>) -> tensor<3x3x1x8xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8x1xf32>
    %9 = stablehlo.transpose %8, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x8x1xf32>) -> tensor<3x3x8x1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<3x3x8x1x1xf32>) -> tensor<3x3x8x1xf32>
    %11 = stablehlo.reverse %10, dims = [0, 1] : tensor<3x3x8x1xf32>
    %12 = stablehlo.convolution(%6, %11) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x8xf32>, tensor<3x3x8x1xf32>) -> tensor<2x10x10x8xf32>
    return %12, %7 : tensor<2x10x10x8xf32>, tensor<3x3x1x8xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x6x4xf32>, %arg1: tensor<3x3x2x6xf32>, %arg2: tensor<2x5x3x6xf32>) -> (tensor<2x5x6x4xf32> {jax.result_info = "result[0]"}, tensor<3x3x2x6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x6x4xf32>, tensor<3x3x2x6xf32>) -> tensor<2x5x3x6xf32>
    %1 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x6x4xf32>, tensor<2x5x3x6xf32>) -> tensor<3x3x2x6xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<3x3x2x6xf32>) -> tensor<3x3x2x2x3xf32>
    %3 = stablehlo.transpose %2, dims = [0, 1, 3, 2, 4] : (tensor<3x3x2x2x3xf32>) -> tensor<3x3x2x2x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x3x2x2x3xf32>) -> tensor<3x3x4x3xf32>
    %5 = stablehlo.reverse %4, dims = [0, 1] : tensor<3x3x4x3xf32>
    %6 = stablehlo.convolution(%arg2, %5) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [2, 1]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x3x6xf32>, tensor<3x3x4x3xf32>) -> tensor<2x5x6x4xf32>
    return %6, %1 : tensor<2x5x6x4xf32>, tensor<3x3x2x6xf32>
  }
}

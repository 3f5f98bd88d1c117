module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x11xf32>, %arg1: tensor<4x3x3xf32>, %arg2: tensor<2x4x5xf32>) -> (tensor<2x3x11xf32> {jax.result_info = "result[0]"}, tensor<4x3x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[2, 1]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x11xf32>, tensor<4x3x3xf32>) -> tensor<2x4x5xf32>
    %1 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [2], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x11xf32>, tensor<2x4x5xf32>) -> tensor<4x3x3xf32>
    %2 = stablehlo.reverse %arg1, dims = [2] : tensor<4x3x3xf32>
    %3 = stablehlo.convolution(%arg2, %2) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 4]], lhs_dilate = [2], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x5xf32>, tensor<4x3x3xf32>) -> tensor<2x3x11xf32>
    return %3, %1 : tensor<2x3x11xf32>, tensor<4x3x3xf32>
  }
}

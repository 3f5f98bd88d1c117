module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x10xf32>, %arg1: tensor<3x4xf32>) -> (tensor<12x10xf32> {jax.result_info = "result[0]"}, tensor<10x7xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_flip(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<12x10xf32>) -> tensor<1x1x12x10xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2, 3] : (tensor<3x4xf32>) -> tensor<1x1x3x4xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [2, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x12x10xf32>, tensor<1x1x3x4xf32>) -> tensor<1x1x12x10xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x12x10xf32>) -> tensor<12x10xf32>
    %5 = call @_flip(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = call @_flip(%5) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<12x10xf32>) -> tensor<1x1x12x10xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<3x4xf32>) -> tensor<1x1x3x4xf32>
    %9 = stablehlo.convolution(%7, %8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x12x10xf32>, tensor<1x1x3x4xf32>) -> tensor<1x1x10x7xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x1x10x7xf32>) -> tensor<10x7xf32>
    return %4, %10 : tensor<12x10xf32>, tensor<10x7xf32>
  }
  func.func private @_flip(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}

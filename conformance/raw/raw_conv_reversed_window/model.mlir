module @raw {
  func.func public @main(%x: tensor<2x7x3xf32>, %w: tensor<3x3x4xf32>) -> (tensor<2x7x4xf32>) {
    %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x7x3xf32>, tensor<3x3x4xf32>) -> tensor<2x7x4xf32>
    return %0 : tensor<2x7x4xf32>
  }
}

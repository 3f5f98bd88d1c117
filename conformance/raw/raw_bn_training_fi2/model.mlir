module @raw {
  func.func public @main(%x: tensor<2x3x4x5xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<2x3x4x5xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.000000e-03 : f32, feature_index = 2 : i64} : (tensor<2x3x4x5xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x4x5xf32>, tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x3x4x5xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

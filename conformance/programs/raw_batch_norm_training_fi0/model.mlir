module @raw {
  func.func public @main(%x: tensor<3x5x2xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<3x5x2xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.000000e-03 : f32, feature_index = 0 : i64} : (tensor<3x5x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x5x2xf32>, tensor<3xf32>, tensor<3xf32>)
    return %0#0, %0#1, %0#2 : tensor<3x5x2xf32>, tensor<3xf32>, tensor<3xf32>
  }
}

module @raw {
  func.func public @main(%x: tensor<3x4x5xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<3x4x5xf32>) {
    %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.000000e-03 : f32, feature_index = 0 : i64} : (tensor<3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x4x5xf32>
    return %0 : tensor<3x4x5xf32>
  }
}

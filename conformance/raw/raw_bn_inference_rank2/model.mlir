module @raw {
  func.func public @main(%x: tensor<7x6xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> (tensor<7x6xf32>) {
    %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.000000e-05 : f32, feature_index = 1 : i64} : (tensor<7x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<7x6xf32>
    return %0 : tensor<7x6xf32>
  }
}

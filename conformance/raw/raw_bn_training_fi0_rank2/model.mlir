module @raw {
  func.func public @main(%x: tensor<5x9xf32>, %s: tensor<5xf32>, %o: tensor<5xf32>) -> (tensor<5x9xf32>, tensor<5xf32>, tensor<5xf32>) {
    %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.000000e-05 : f32, feature_index = 0 : i64} : (tensor<5x9xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5x9xf32>, tensor<5xf32>, tensor<5xf32>)
    return %0#0, %0#1, %0#2 : tensor<5x9xf32>, tensor<5xf32>, tensor<5xf32>
  }
}

module @raw {
  func.func public @main(%x: tensor<2x3x2x5xf32>, %s: tensor<5xf32>, %m: tensor<5xf32>, %v: tensor<5xf32>, %g: tensor<2x3x2x5xf32>) -> (tensor<2x3x2x5xf32>, tensor<5xf32>, tensor<5xf32>) {
    %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<2x3x2x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x5xf32>) -> (tensor<2x3x2x5xf32>, tensor<5xf32>, tensor<5xf32>)
    return %0#0, %0#1, %0#2 : tensor<2x3x2x5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}

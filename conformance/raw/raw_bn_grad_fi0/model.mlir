module @raw {
  func.func public @main(%x: tensor<4x6xf32>, %s: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>, %g: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.000000e-03 : f32, feature_index = 0 : i64} : (tensor<4x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1, %0#2 : tensor<4x6xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

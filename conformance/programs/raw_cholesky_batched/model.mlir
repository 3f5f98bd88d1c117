module @raw {
  func.func public @main(%a: tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>) {
    %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    return %0 : tensor<3x4x4xf32>
  }
}

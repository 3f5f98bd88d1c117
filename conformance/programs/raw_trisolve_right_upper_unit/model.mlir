module @raw {
  func.func public @main(%a: tensor<4x4xf32>, %b: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
    %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}

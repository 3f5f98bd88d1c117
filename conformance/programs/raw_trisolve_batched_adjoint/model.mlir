module @raw {
  func.func public @main(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
}

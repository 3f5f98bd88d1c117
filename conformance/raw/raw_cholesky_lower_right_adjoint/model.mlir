module @raw {
  func.func public @main(%a: tensor<3x5x5xf32>, %b: tensor<3x2x5xf32>) -> (tensor<3x5x5xf32>, tensor<3x2x5xf32>) {
    %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %1 = "stablehlo.triangular_solve"(%0, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x5x5xf32>, tensor<3x2x5xf32>) -> tensor<3x2x5xf32>
    return %0, %1 : tensor<3x5x5xf32>, tensor<3x2x5xf32>
  }
}

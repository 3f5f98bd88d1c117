module @raw {
  func.func public @main(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<4x3xf32>) {
    %0 = "stablehlo.cholesky"(%a) {lower = false} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.triangular_solve"(%0, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0, %1 : tensor<4x4xf32>, tensor<4x3xf32>
  }
}

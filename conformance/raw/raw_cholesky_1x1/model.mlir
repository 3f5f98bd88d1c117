module @raw {
  func.func public @main(%a: tensor<1x1xf32>, %b: tensor<1x4xf32>) -> (tensor<1x1xf32>, tensor<1x4xf32>) {
    %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1 = "stablehlo.triangular_solve"(%0, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    return %0, %1 : tensor<1x1xf32>, tensor<1x4xf32>
  }
}

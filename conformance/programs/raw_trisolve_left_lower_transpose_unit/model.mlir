module @raw {
  func.func public @main(%a: tensor<5x5xf32>, %b: tensor<5x2xf32>) -> (tensor<5x2xf32>) {
    %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
}

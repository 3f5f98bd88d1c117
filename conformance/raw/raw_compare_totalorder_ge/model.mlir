module @raw {
  func.func public @main(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>) -> (tensor<4x4xi1>) {
    %0 = stablehlo.compare GE, %x, %y, TOTALORDER : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    return %0 : tensor<4x4xi1>
  }
}

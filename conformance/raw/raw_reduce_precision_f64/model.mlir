module @raw {
  func.func public @main(%x: tensor<3x5xf64>) -> (tensor<3x5xf64>) {
    %0 = stablehlo.reduce_precision %x, format = e8m23 : tensor<3x5xf64>
    return %0 : tensor<3x5xf64>
  }
}

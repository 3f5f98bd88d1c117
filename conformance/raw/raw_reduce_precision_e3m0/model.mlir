module @raw {
  func.func public @main(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
    %0 = stablehlo.reduce_precision %x, format = e3m0 : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

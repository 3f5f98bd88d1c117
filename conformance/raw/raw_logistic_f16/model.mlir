module @raw {
  func.func public @main(%x: tensor<5x6xf16>) -> (tensor<5x6xf16>) {
    %0 = stablehlo.logistic %x : tensor<5x6xf16>
    return %0 : tensor<5x6xf16>
  }
}

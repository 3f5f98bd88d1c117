module @raw {
  func.func public @main(%x: tensor<5x6xf64>) -> (tensor<5x6xf64>) {
    %0 = stablehlo.logistic %x : tensor<5x6xf64>
    return %0 : tensor<5x6xf64>
  }
}

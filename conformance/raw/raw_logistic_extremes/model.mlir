module @raw {
  func.func public @main(%x: tensor<8xf32>) -> (tensor<8xf32>) {
    %0 = stablehlo.logistic %x : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

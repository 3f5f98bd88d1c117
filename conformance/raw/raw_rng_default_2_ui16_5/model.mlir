module @raw {
  func.func public @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui16>) {
    %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui16>)
    return %0#0, %0#1 : tensor<2xui64>, tensor<5xui16>
  }
}

module @raw {
  func.func public @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>) {
    %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
    return %0#0, %0#1 : tensor<2xui64>, tensor<4xui64>
  }
}

module @raw {
  func.func public @main(%k: tensor<3xui64>) -> (tensor<3xui64>, tensor<7xui64>) {
    %s, %o = "stablehlo.rng_bit_generator"(%k) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xui64>)
    return %s, %o : tensor<3xui64>, tensor<7xui64>
  }
}

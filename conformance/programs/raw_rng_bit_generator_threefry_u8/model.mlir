module @raw {
  func.func public @main(%k: tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui8>) {
    %s, %o = "stablehlo.rng_bit_generator"(%k) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui8>)
    return %s, %o : tensor<2xui64>, tensor<3x5xui8>
  }
}

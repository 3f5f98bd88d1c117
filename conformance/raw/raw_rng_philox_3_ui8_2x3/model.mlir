module @raw {
  func.func public @main(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>) {
    %0:2 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui8>)
    return %0#0, %0#1 : tensor<3xui64>, tensor<2x3xui8>
  }
}

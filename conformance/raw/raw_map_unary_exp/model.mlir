module @raw {
  func.func public @main(%x: tensor<4x5xf32>) -> (tensor<4x5xf32>) {
    %0 = "stablehlo.map"(%x) ({
      ^bb0(%p: tensor<f32>):
        %t = stablehlo.exponential %p : tensor<f32>
        %u = stablehlo.multiply %t, %p : tensor<f32>
        stablehlo.return %u : tensor<f32>
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
}

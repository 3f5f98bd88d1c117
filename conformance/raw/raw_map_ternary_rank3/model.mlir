module @raw {
  func.func public @main(%x: tensor<2x3x4xf32>, %y: tensor<2x3x4xf32>, %z: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>) {
    %0 = "stablehlo.map"(%x, %y, %z) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<f32>):
        %a = stablehlo.maximum %p, %q : tensor<f32>
        %b = stablehlo.subtract %a, %r : tensor<f32>
        %c = stablehlo.divide %b, %q : tensor<f32>
        stablehlo.return %c : tensor<f32>
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %0 : tensor<2x3x4xf32>
  }
}

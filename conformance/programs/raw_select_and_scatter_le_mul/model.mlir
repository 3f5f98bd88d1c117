module @raw {
  func.func public @main(%x: tensor<6x6xf32>, %s: tensor<3x3xf32>) -> tensor<6x6xf32> {
    %init = stablehlo.constant dense<1.0> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%x, %s, %init) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = stablehlo.compare LE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
    }, {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = stablehlo.multiply %a, %b : tensor<f32>
        stablehlo.return %c : tensor<f32>
    }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<6x6xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<6x6xf32>
    return %0 : tensor<6x6xf32>
  }
}

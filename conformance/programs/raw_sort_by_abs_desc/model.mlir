module @raw {
  func.func public @main(%x: tensor<12xf32>, %y: tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>) {
    %0:2 = "stablehlo.sort"(%x, %y) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
        %aa = stablehlo.abs %a : tensor<f32>
        %bb = stablehlo.abs %b : tensor<f32>
        %t = stablehlo.compare GT, %aa, %bb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %t : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>)
    return %0#0, %0#1 : tensor<12xf32>, tensor<12xi32>
  }
}

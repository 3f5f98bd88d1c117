module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg0, %iterArg_1 = %0) : tensor<5xi32>, tensor<5x3xf32>, tensor<5xi32>
    cond {
      %2 = stablehlo.convert %iterArg_1 : tensor<5xi32>
      %3 = stablehlo.compare LT, %2, %iterArg, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %4 = stablehlo.reduce(%3 init: %c_2) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
      %3 = stablehlo.multiply %iterArg_0, %2 : tensor<5x3xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %5 = stablehlo.add %iterArg_1, %4 : tensor<5xi32>
      %6 = stablehlo.convert %iterArg_1 : tensor<5xi32>
      %7 = stablehlo.compare LT, %6, %iterArg, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xi1>) -> tensor<5x3xi1>
      %9 = stablehlo.select %8, %3, %iterArg_0 : tensor<5x3xi1>, tensor<5x3xf32>
      %10 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %11 = stablehlo.select %10, %5, %iterArg_1 : tensor<5xi1>, tensor<5xi32>
      stablehlo.return %iterArg, %9, %11 : tensor<5xi32>, tensor<5x3xf32>, tensor<5xi32>
    }
    return %1#1 : tensor<5x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4x3xi32>, %arg2: tensor<2xf32>) -> (tensor<4x3xi32> {jax.result_info = "result[0]"}, tensor<2xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.compare GT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
      %4 = stablehlo.subtract %arg1, %3 : tensor<4x3xi32>
      %5 = stablehlo.multiply %arg2, %arg2 : tensor<2xf32>
      %c_1 = stablehlo.constant dense<-2147483648> : tensor<i32>
      %6 = stablehlo.reduce(%arg1 init: %c_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %4, %5, %6 : tensor<4x3xi32>, tensor<2xf32>, tensor<i32>
    }, {
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
      %4 = stablehlo.multiply %arg1, %3 : tensor<4x3xi32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %6 = stablehlo.add %arg2, %5 : tensor<2xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.reduce(%arg1 init: %c_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xi32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %4, %6, %7 : tensor<4x3xi32>, tensor<2xf32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<4x3xi32>, tensor<2xf32>, tensor<i32>)
    return %2#0, %2#1, %2#2 : tensor<4x3xi32>, tensor<2xf32>, tensor<i32>
  }
}

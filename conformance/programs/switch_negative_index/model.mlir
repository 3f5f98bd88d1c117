module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3xf32>, %arg2: tensor<3xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.convert %arg2 : (tensor<3xi32>) -> tensor<3xf32>
      %3 = stablehlo.add %arg1, %2 : tensor<3xf32>
      stablehlo.return %3, %arg2 : tensor<3xf32>, tensor<3xi32>
    }, {
      %2 = stablehlo.convert %arg2 : (tensor<3xi32>) -> tensor<3xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<3xf32>
      %4 = stablehlo.negate %arg2 : tensor<3xi32>
      stablehlo.return %3, %4 : tensor<3xf32>, tensor<3xi32>
    }, {
      %2 = stablehlo.convert %arg2 : (tensor<3xi32>) -> tensor<3xf32>
      %3 = stablehlo.subtract %arg1, %2 : tensor<3xf32>
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %5 = stablehlo.multiply %arg2, %4 : tensor<3xi32>
      stablehlo.return %3, %5 : tensor<3xf32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    return %1#0, %1#1 : tensor<3xf32>, tensor<3xi32>
  }
}

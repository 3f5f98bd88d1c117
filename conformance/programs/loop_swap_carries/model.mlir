module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg2, %iterArg_1 = %arg0, %iterArg_2 = %arg1) : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %iterArg_2 : tensor<4xf32>
      stablehlo.return %1, %iterArg_0, %iterArg_2, %2 : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>
    }
    return %0#2, %0#3 : tensor<4xf32>, tensor<4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2) : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:4 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2, %1#3 : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }
    return %0#2, %0#3, %0#4 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.subtract %arg1, %arg2 : tensor<5xf32>
    return %0, %arg2, %arg3, %1 : tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}

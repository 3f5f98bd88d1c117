module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi64>) -> (tensor<4xi64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<6> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_1 = %c_0, %iterArg_2 = %arg0) : tensor<i64>, tensor<i64>, tensor<4xi64>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %c_3 : tensor<i64>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %2 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %3 = stablehlo.multiply %iterArg_2, %2 : tensor<4xi64>
      %4 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %5 = stablehlo.add %3, %4 : tensor<4xi64>
      stablehlo.return %1, %iterArg_1, %5 : tensor<i64>, tensor<i64>, tensor<4xi64>
    }
    return %0#2 : tensor<4xi64>
  }
}

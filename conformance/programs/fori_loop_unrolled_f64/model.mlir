module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i64>, tensor<i64>, tensor<6xf64>
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i64>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i64>, tensor<6xf64>) -> (tensor<i64>, tensor<6xf64>)
      %3:2 = func.call @closed_call(%2#0, %2#1) : (tensor<i64>, tensor<6xf64>) -> (tensor<i64>, tensor<6xf64>)
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %4 = stablehlo.add %iterArg, %c_3 : tensor<i64>
      stablehlo.return %4, %3#0, %3#1 : tensor<i64>, tensor<i64>, tensor<6xf64>
    }
    %1:2 = call @closed_call(%0#1, %0#2) : (tensor<i64>, tensor<6xf64>) -> (tensor<i64>, tensor<6xf64>)
    return %1#1 : tensor<6xf64>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<6xf64>) -> (tensor<i64>, tensor<6xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.sine %arg1 : tensor<6xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %3 = stablehlo.multiply %arg1, %2 : tensor<6xf64>
    %4 = stablehlo.add %1, %3 : tensor<6xf64>
    return %0, %4 : tensor<i64>, tensor<6xf64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf64>) -> (tensor<5xf64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x5xf64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %c, %iterArg_5 = %arg0, %iterArg_6 = %0) : tensor<i64>, tensor<i64>, tensor<5xf64>, tensor<4x5xf64>
    cond {
      %c_7 = stablehlo.constant dense<4> : tensor<i64>
      %5 = stablehlo.compare LT, %iterArg, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5:3 = func.call @closed_call(%iterArg_4, %iterArg_5) : (tensor<i64>, tensor<5xf64>) -> (tensor<i64>, tensor<5xf64>, tensor<5xf64>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_6, %5#2, %iterArg) : (tensor<4x5xf64>, tensor<5xf64>, tensor<i64>) -> tensor<4x5xf64>
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %7 = stablehlo.add %iterArg, %c_7 : tensor<i64>
      stablehlo.return %7, %5#0, %5#1, %6 : tensor<i64>, tensor<i64>, tensor<5xf64>, tensor<4x5xf64>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1#2 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %4:3 = stablehlo.while(%iterArg = %1#3, %iterArg_4 = %c_3, %iterArg_5 = %3) : tensor<4x5xf64>, tensor<i64>, tensor<5xf64>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i64>
      %5 = stablehlo.compare LT, %iterArg_4, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<4> : tensor<i64>
      %5 = stablehlo.subtract %c_6, %iterArg_4 : tensor<i64>
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %6 = stablehlo.subtract %5, %c_7 : tensor<i64>
      %7 = func.call @dynamic_index_in_dim(%iterArg, %6) : (tensor<4x5xf64>, tensor<i64>) -> tensor<5xf64>
      %8 = func.call @closed_call_0(%iterArg_5, %7) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
      %c_8 = stablehlo.constant dense<1> : tensor<i64>
      %9 = stablehlo.add %iterArg_4, %c_8 : tensor<i64>
      stablehlo.return %iterArg, %9, %8 : tensor<4x5xf64>, tensor<i64>, tensor<5xf64>
    }
    return %4#2 : tensor<5xf64>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<5xf64>) -> (tensor<i64>, tensor<5xf64>, tensor<5xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.sine %arg1 : tensor<5xf64>
    %2 = stablehlo.cosine %arg1 : tensor<5xf64>
    %cst = stablehlo.constant dense<1.100000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %4 = stablehlo.multiply %1, %3 : tensor<5xf64>
    %5 = stablehlo.add %4, %arg1 : tensor<5xf64>
    return %0, %5, %2 : tensor<i64>, tensor<5xf64>, tensor<5xf64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x5xf64>, %arg1: tensor<5xf64>, %arg2: tensor<i64>) -> tensor<4x5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x5xf64>, tensor<1x5xf64>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>
    return %1 : tensor<4x5xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x5xf64>, %arg1: tensor<i64>) -> tensor<5xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<4x5xf64>, tensor<i64>, tensor<i64>) -> tensor<1x5xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf64>) -> tensor<5xf64>
    return %1 : tensor<5xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> tensor<5xf64> {
    %cst = stablehlo.constant dense<1.100000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %1 = stablehlo.multiply %arg0, %0 : tensor<5xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<5xf64>
    %3 = stablehlo.add %arg0, %2 : tensor<5xf64>
    return %3 : tensor<5xf64>
  }
}

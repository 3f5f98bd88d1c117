module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<2xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<2xf32>
    }
    %1 = chlo.sinh %0#2 : tensor<2xf32> -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %arg1, %1 : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.add %4, %5 : tensor<2xf32>
    return %0, %6 : tensor<i32>, tensor<2xf32>
  }
}

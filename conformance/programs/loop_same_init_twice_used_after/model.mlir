module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1, %iterArg_1 = %arg0, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %5 = stablehlo.multiply %iterArg_1, %4 : tensor<5xf32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %7 = stablehlo.add %iterArg_2, %6 : tensor<5xf32>
      stablehlo.return %3, %iterArg_0, %5, %7 : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>
    }
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<5xf32>
    return %0#2, %0#3, %2 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
}

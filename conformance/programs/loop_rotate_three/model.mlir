module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<3x2xf32>, %arg3: tensor<i32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<3x2xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg3, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2) : tensor<i32>, tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<3x2xf32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %5 = stablehlo.subtract %iterArg_2, %4 : tensor<3x2xf32>
      stablehlo.return %1, %iterArg_0, %iterArg_3, %3, %5 : tensor<i32>, tensor<i32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
    }
    return %0#2, %0#3, %0#4 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<i32>) -> (tensor<12xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1, %iterArg_1 = %arg0) : tensor<i32>, tensor<i32>, tensor<12xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.convert %iterArg : tensor<i32>
      %c_4 = stablehlo.constant dense<12> : tensor<i32>
      %4 = stablehlo.add %3, %c_4 : tensor<i32>
      %5 = stablehlo.select %2, %4, %iterArg : tensor<i1>, tensor<i32>
      %6 = stablehlo.dynamic_slice %iterArg_1, %5, sizes = [3] : (tensor<12xf32>, tensor<i32>) -> tensor<3xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<3xf32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %10 = stablehlo.add %8, %9 : tensor<3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %11, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.convert %11 : tensor<i32>
      %c_8 = stablehlo.constant dense<12> : tensor<i32>
      %14 = stablehlo.add %13, %c_8 : tensor<i32>
      %15 = stablehlo.select %12, %14, %11 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_update_slice %iterArg_1, %10, %15 : (tensor<12xf32>, tensor<3xf32>, tensor<i32>) -> tensor<12xf32>
      stablehlo.return %1, %iterArg_0, %16 : tensor<i32>, tensor<i32>, tensor<12xf32>
    }
    return %0#2 : tensor<12xf32>
  }
}

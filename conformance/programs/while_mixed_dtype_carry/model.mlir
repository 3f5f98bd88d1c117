module @jit_while_mixed attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_0, %iterArg_3 = %arg0, %iterArg_4 = %0, %iterArg_5 = %c_1) : tensor<i32>, tensor<i32>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<i1>
    cond {
      %2 = stablehlo.compare LT, %iterArg_2, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %3 = stablehlo.multiply %iterArg_3, %2 : tensor<3x4xf32>
      %4 = stablehlo.cosine %iterArg_3 : tensor<3x4xf32>
      %5 = stablehlo.add %3, %4 : tensor<3x4xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %9 = stablehlo.convert %8 : (tensor<3x4xi1>) -> tensor<3x4xi32>
      %10 = stablehlo.add %iterArg_4, %9 : tensor<3x4xi32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %12 = stablehlo.compare GT, %5, %11, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %c_9 = stablehlo.constant dense<false> : tensor<i1>
      %13 = stablehlo.reduce(%12 init: %c_9) applies stablehlo.or across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
      %14 = stablehlo.xor %iterArg_5, %13 : tensor<i1>
      stablehlo.return %iterArg, %6, %5, %10, %14 : tensor<i32>, tensor<i32>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<i1>
    }
    return %1#1, %1#2, %1#3, %1#4 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xi32>, tensor<i1>
  }
}

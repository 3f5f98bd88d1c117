module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i1> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<-1.15362561> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.minimum %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.clamp %0, %arg0, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.250000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GE, %cst_2, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<2.250000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.add %cst_4, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.250000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %5 = call @_where(%2, %3, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.divide %1, %5 : tensor<f32>
    %cst_8 = stablehlo.constant dense<-1.27860987> : tensor<f32>
    %7 = stablehlo.compare NE, %arg0, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = stablehlo.compare NE, %6, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = stablehlo.convert %9 : tensor<i1>
    %11 = stablehlo.convert %10 : (tensor<i1>) -> tensor<f32>
    %12 = stablehlo.compare NE, %1, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.compare GT, %6, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = stablehlo.convert %12 : (tensor<i1>) -> tensor<f32>
    %15 = call @_where(%13, %6, %14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = call @_where_0(%12, %10, %12) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = call @_where_0(%12, %16, %10) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %18 = call @clip(%c, %c_11, %c_12) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %19:3 = stablehlo.while(%iterArg = %18, %iterArg_14 = %c_13, %iterArg_15 = %15) : tensor<i32>, tensor<i32>, tensor<f32>
    cond {
      %20 = stablehlo.compare LT, %iterArg_14, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_14, %c_16 : tensor<i32>
      %21 = stablehlo.cosine %iterArg_15 : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.300000e+00> : tensor<f32>
      %22 = stablehlo.multiply %21, %cst_17 : tensor<f32>
      stablehlo.return %iterArg, %20, %22 : tensor<i32>, tensor<i32>, tensor<f32>
    }
    return %19#1, %19#2, %17, %7 : tensor<i32>, tensor<f32>, tensor<i1>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
}

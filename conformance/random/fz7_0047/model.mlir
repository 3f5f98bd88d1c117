module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0xf32>) -> (tensor<0xf32> {jax.result_info = "result[0]"}, tensor<0xi1> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %c = stablehlo.constant dense<> : tensor<0xi1>
    %cst_0 = stablehlo.constant dense<> : tensor<0xf32>
    %0 = stablehlo.compare GE, %arg0, %cst, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %1 = stablehlo.convert %0 : (tensor<0xi1>) -> tensor<0xf32>
    %2 = stablehlo.atan2 %arg0, %1 : tensor<0xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %5 = stablehlo.convert %4 : tensor<0xi1>
    %6 = call @_where(%0, %5, %c) : (tensor<0xi1>, tensor<0xi1>, tensor<0xi1>) -> tensor<0xi1>
    %7 = stablehlo.atan2 %arg0, %cst_0 : tensor<0xf32>
    %8 = stablehlo.tanh %7 : tensor<0xf32>
    %9 = stablehlo.tan %8 : tensor<0xf32>
    %c_2 = stablehlo.constant dense<-2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<-2> : tensor<i32>
    %12 = stablehlo.select %10, %11, %c_6 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_update_slice %9, %7, %12 : (tensor<0xf32>, tensor<0xf32>, tensor<i32>) -> tensor<0xf32>
    %14 = call @sort(%13) : (tensor<0xf32>) -> tensor<0xf32>
    return %14, %6 : tensor<0xf32>, tensor<0xi1>
  }
  func.func private @_where(%arg0: tensor<0xi1>, %arg1: tensor<0xi1>, %arg2: tensor<0xi1>) -> tensor<0xi1> {
    return %arg1 : tensor<0xi1>
  }
  func.func private @sort(%arg0: tensor<0xf32>) -> tensor<0xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<0xf32>) -> tensor<0xf32>
    return %0 : tensor<0xf32>
  }
}

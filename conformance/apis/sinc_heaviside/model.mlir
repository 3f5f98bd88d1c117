module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result[0]"}, tensor<24xf32> {jax.result_info = "result[1]"}) {
    %0 = call @sinc(%arg0) : (tensor<24xf32>) -> tensor<24xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = call @heaviside(%arg0, %cst) : (tensor<24xf32>, tensor<f32>) -> tensor<24xf32>
    return %0, %1 : tensor<24xf32>, tensor<24xf32>
  }
  func.func private @sinc(%arg0: tensor<24xf32>) -> tensor<24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%1, %cst_1, %3) : (tensor<24xi1>, tensor<f32>, tensor<24xf32>) -> tensor<24xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<24xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %8 = stablehlo.add %6, %7 : tensor<24xf32>
    %9 = stablehlo.sine %4 : tensor<24xf32>
    %10 = stablehlo.divide %9, %4 : tensor<24xf32>
    %11 = call @_where_0(%1, %8, %10) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    return %11 : tensor<24xf32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<f32>, %arg2: tensor<24xf32>) -> tensor<24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<24xi1>, tensor<24xf32>
    return %1 : tensor<24xf32>
  }
  func.func private @_where_0(%arg0: tensor<24xi1>, %arg1: tensor<24xf32>, %arg2: tensor<24xf32>) -> tensor<24xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24xi1>, tensor<24xf32>
    return %0 : tensor<24xf32>
  }
  func.func private @heaviside(%arg0: tensor<24xf32>, %arg1: tensor<f32>) -> tensor<24xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %2 = stablehlo.compare LT, %arg0, %1, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %6 = call @_where_1(%5, %arg0, %0) : (tensor<24xi1>, tensor<24xf32>, tensor<f32>) -> tensor<24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = call @_where(%4, %cst_1, %6) : (tensor<24xi1>, tensor<f32>, tensor<24xf32>) -> tensor<24xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where(%2, %cst_2, %7) : (tensor<24xi1>, tensor<f32>, tensor<24xf32>) -> tensor<24xf32>
    return %8 : tensor<24xf32>
  }
  func.func private @_where_1(%arg0: tensor<24xi1>, %arg1: tensor<24xf32>, %arg2: tensor<f32>) -> tensor<24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<24xi1>, tensor<24xf32>
    return %1 : tensor<24xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>) -> (tensor<10xi1> {jax.result_info = "result[0]"}, tensor<10xi1> {jax.result_info = "result[1]"}, tensor<10xi1> {jax.result_info = "result[2]"}, tensor<10xi1> {jax.result_info = "result[3]"}, tensor<10xi32> {jax.result_info = "result[4]"}, tensor<10xi1> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}, tensor<10xf32> {jax.result_info = "result[10]"}, tensor<10xf32> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.compare NE, %arg0, %4, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.compare NE, %arg0, %6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %8 = stablehlo.convert %7 : tensor<10xi1>
    %9 = stablehlo.convert %arg0 : (tensor<10xf32>) -> tensor<10xi32>
    %10 = stablehlo.is_finite %arg0 : (tensor<10xf32>) -> tensor<10xi1>
    %11 = stablehlo.abs %arg0 : tensor<10xf32>
    %12 = stablehlo.negate %arg0 : tensor<10xf32>
    %13 = stablehlo.floor %arg0 : tensor<10xf32>
    %14 = stablehlo.ceil %arg0 : tensor<10xf32>
    %15 = call @round(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %16 = call @trunc(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    return %1, %3, %5, %8, %9, %10, %11, %12, %13, %14, %15, %16 : tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi32>, tensor<10xi1>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @round(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @trunc(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %2 = stablehlo.ceil %arg0 : tensor<10xf32>
    %3 = stablehlo.floor %arg0 : tensor<10xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %4 : tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
}

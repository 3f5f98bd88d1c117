module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<1024xf32>) -> (tensor<1024xf32> {jax.result_info = "result[0]"}, tensor<1024xf32> {jax.result_info = "result[1]"}, tensor<1024xf32> {jax.result_info = "result[2]"}, tensor<1024xf32> {jax.result_info = "result[3]"}, tensor<1024xf32> {jax.result_info = "result[4]"}, tensor<1024xf32> {jax.result_info = "result[5]"}, tensor<1024xf32> {jax.result_info = "result[6]"}, tensor<1024xi1> {jax.result_info = "result[7]"}, tensor<1024xf32> {jax.result_info = "result[8]"}, tensor<1024xf32> {jax.result_info = "result[9]"}, tensor<1024xi1> {jax.result_info = "result[10]"}, tensor<1024xi1> {jax.result_info = "result[11]"}, tensor<1024xi1> {jax.result_info = "result[12]"}, tensor<1024xf32> {jax.result_info = "result[13]"}, tensor<1024xf32> {jax.result_info = "result[14]"}, tensor<1024xf32> {jax.result_info = "result[15]"}) {
    %0 = stablehlo.floor %arg0 : tensor<1024xf32>
    %1 = stablehlo.ceil %arg0 : tensor<1024xf32>
    %2 = call @round(%arg0) : (tensor<1024xf32>) -> tensor<1024xf32>
    %3 = stablehlo.round_nearest_afz %arg0 : tensor<1024xf32>
    %4 = stablehlo.sign %arg0 : tensor<1024xf32>
    %5 = stablehlo.abs %arg0 : tensor<1024xf32>
    %6 = stablehlo.negate %arg0 : tensor<1024xf32>
    %7 = stablehlo.is_finite %arg0 : (tensor<1024xf32>) -> tensor<1024xi1>
    %8 = stablehlo.maximum %arg0, %arg1 : tensor<1024xf32>
    %9 = stablehlo.minimum %arg0, %arg1 : tensor<1024xf32>
    %10 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %11 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %12 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %13 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %14 = stablehlo.negate %arg1 : tensor<1024xf32>
    %15 = call @_where(%13, %arg0, %14) : (tensor<1024xi1>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %18 = stablehlo.clamp %16, %arg0, %17 : tensor<1024xf32>
    %19 = chlo.next_after %arg0, %arg1 : tensor<1024xf32>, tensor<1024xf32> -> tensor<1024xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %15, %18, %19 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xi1>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xi1>, tensor<1024xi1>, tensor<1024xi1>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
  }
  func.func private @round(%arg0: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @_where(%arg0: tensor<1024xi1>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
}

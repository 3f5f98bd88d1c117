module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<12xf64>) -> (tensor<128xf32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]"}, tensor<128xf32> {jax.result_info = "result[2]"}, tensor<128xf32> {jax.result_info = "result[3]"}, tensor<128xf32> {jax.result_info = "result[4]"}, tensor<12xf64> {jax.result_info = "result[5]"}, tensor<12xf64> {jax.result_info = "result[6]"}, tensor<12xf64> {jax.result_info = "result[7]"}, tensor<12xf64> {jax.result_info = "result[8]"}) {
    %0 = call @round(%arg0) : (tensor<128xf32>) -> tensor<128xf32>
    %1 = stablehlo.round_nearest_afz %arg0 : tensor<128xf32>
    %2 = stablehlo.floor %arg0 : tensor<128xf32>
    %3 = stablehlo.ceil %arg0 : tensor<128xf32>
    %4 = call @trunc(%arg0) : (tensor<128xf32>) -> tensor<128xf32>
    %5 = call @round_0(%arg1) : (tensor<12xf64>) -> tensor<12xf64>
    %6 = stablehlo.floor %arg1 : tensor<12xf64>
    %7 = stablehlo.ceil %arg1 : tensor<12xf64>
    %8 = stablehlo.round_nearest_afz %arg1 : tensor<12xf64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>
  }
  func.func private @round(%arg0: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @trunc(%arg0: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %2 = stablehlo.ceil %arg0 : tensor<128xf32>
    %3 = stablehlo.floor %arg0 : tensor<128xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<128xi1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    return %4 : tensor<128xf32>
  }
  func.func private @_where(%arg0: tensor<128xi1>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<128xi1>, tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @round_0(%arg0: tensor<12xf64>) -> tensor<12xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xf64>
    return %0 : tensor<12xf64>
  }
}

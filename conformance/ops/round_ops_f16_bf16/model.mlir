module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf16>, %arg1: tensor<12xbf16>) -> (tensor<12xf16> {jax.result_info = "result[0]"}, tensor<12xf16> {jax.result_info = "result[1]"}, tensor<12xbf16> {jax.result_info = "result[2]"}, tensor<12xbf16> {jax.result_info = "result[3]"}, tensor<12xbf16> {jax.result_info = "result[4]"}, tensor<12xbf16> {jax.result_info = "result[5]"}, tensor<12xf16> {jax.result_info = "result[6]"}) {
    %0 = call @round(%arg0) : (tensor<12xf16>) -> tensor<12xf16>
    %1 = stablehlo.round_nearest_afz %arg0 : tensor<12xf16>
    %2 = stablehlo.floor %arg1 : tensor<12xbf16>
    %3 = stablehlo.ceil %arg1 : tensor<12xbf16>
    %4 = call @round_0(%arg1) : (tensor<12xbf16>) -> tensor<12xbf16>
    %5 = stablehlo.round_nearest_afz %arg1 : tensor<12xbf16>
    %6 = call @trunc(%arg0) : (tensor<12xf16>) -> tensor<12xf16>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<12xf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xf16>
  }
  func.func private @round(%arg0: tensor<12xf16>) -> tensor<12xf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xf16>
    return %0 : tensor<12xf16>
  }
  func.func private @round_0(%arg0: tensor<12xbf16>) -> tensor<12xbf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xbf16>
    return %0 : tensor<12xbf16>
  }
  func.func private @trunc(%arg0: tensor<12xf16>) -> tensor<12xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<12xf16>, tensor<12xf16>) -> tensor<12xi1>
    %2 = stablehlo.ceil %arg0 : tensor<12xf16>
    %3 = stablehlo.floor %arg0 : tensor<12xf16>
    %4 = call @_where(%1, %2, %3) : (tensor<12xi1>, tensor<12xf16>, tensor<12xf16>) -> tensor<12xf16>
    return %4 : tensor<12xf16>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf16>, %arg2: tensor<12xf16>) -> tensor<12xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf16>
    return %0 : tensor<12xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<28xf64>) -> (tensor<28xf64> {jax.result_info = "result[0]"}, tensor<28xf64> {jax.result_info = "result[1]"}, tensor<28xf64> {jax.result_info = "result[2]"}, tensor<28xf64> {jax.result_info = "result[3]"}, tensor<28xf64> {jax.result_info = "result[4]"}, tensor<28xf64> {jax.result_info = "result[5]"}, tensor<28xi1> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.floor %arg0 : tensor<28xf64>
    %1 = stablehlo.ceil %arg0 : tensor<28xf64>
    %2 = call @round(%arg0) : (tensor<28xf64>) -> tensor<28xf64>
    %3 = stablehlo.round_nearest_afz %arg0 : tensor<28xf64>
    %4 = stablehlo.sign %arg0 : tensor<28xf64>
    %5 = call @trunc(%arg0) : (tensor<28xf64>) -> tensor<28xf64>
    %6 = stablehlo.is_finite %arg0 : (tensor<28xf64>) -> tensor<28xi1>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<28xf64>, tensor<28xf64>, tensor<28xf64>, tensor<28xf64>, tensor<28xf64>, tensor<28xf64>, tensor<28xi1>
  }
  func.func private @round(%arg0: tensor<28xf64>) -> tensor<28xf64> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<28xf64>
    return %0 : tensor<28xf64>
  }
  func.func private @trunc(%arg0: tensor<28xf64>) -> tensor<28xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<28xf64>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<28xf64>, tensor<28xf64>) -> tensor<28xi1>
    %2 = stablehlo.ceil %arg0 : tensor<28xf64>
    %3 = stablehlo.floor %arg0 : tensor<28xf64>
    %4 = call @_where(%1, %2, %3) : (tensor<28xi1>, tensor<28xf64>, tensor<28xf64>) -> tensor<28xf64>
    return %4 : tensor<28xf64>
  }
  func.func private @_where(%arg0: tensor<28xi1>, %arg1: tensor<28xf64>, %arg2: tensor<28xf64>) -> tensor<28xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<28xi1>, tensor<28xf64>
    return %0 : tensor<28xf64>
  }
}

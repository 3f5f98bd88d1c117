module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf64>, %arg1: tensor<5x6xf64>) -> (tensor<5x6xf64> {jax.result_info = "result[0]"}, tensor<5x6xf64> {jax.result_info = "result[1]"}, tensor<5x6xf64> {jax.result_info = "result[2]"}, tensor<5x6xf64> {jax.result_info = "result[3]"}, tensor<5x6xf64> {jax.result_info = "result[4]"}, tensor<5x6xf64> {jax.result_info = "result[5]"}, tensor<5x6xf64> {jax.result_info = "result[6]"}, tensor<5x6xf64> {jax.result_info = "result[7]"}, tensor<5x6xf64> {jax.result_info = "result[8]"}, tensor<5x6xf64> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<5x6xf64>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<5x6xf64>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<5x6xf64>
    %3 = stablehlo.subtract %arg0, %arg1 : tensor<5x6xf64>
    %4 = stablehlo.abs %arg0 : tensor<5x6xf64>
    %5 = stablehlo.power %4, %arg1 : tensor<5x6xf64>
    %6 = stablehlo.atan2 %arg0, %arg1 : tensor<5x6xf64>
    %7 = stablehlo.remainder %arg0, %arg1 : tensor<5x6xf64>
    %8 = stablehlo.maximum %arg0, %arg1 : tensor<5x6xf64>
    %9 = call @hypot(%arg0, %arg1) : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xf64>
    %10 = chlo.next_after %arg0, %arg1 : tensor<5x6xf64>, tensor<5x6xf64> -> tensor<5x6xf64>
    return %0, %1, %2, %3, %5, %6, %7, %8, %9, %10 : tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>, tensor<5x6xf64>
  }
  func.func private @hypot(%arg0: tensor<5x6xf64>, %arg1: tensor<5x6xf64>) -> tensor<5x6xf64> {
    %0 = stablehlo.abs %arg0 : tensor<5x6xf64>
    %1 = stablehlo.abs %arg1 : tensor<5x6xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xi1>
    %cst_0 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xi1>
    %6 = stablehlo.or %3, %5 : tensor<5x6xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<5x6xf64>
    %8 = stablehlo.minimum %0, %1 : tensor<5x6xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %14 = call @_where(%12, %13, %7) : (tensor<5x6xi1>, tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xf64>
    %15 = stablehlo.divide %8, %14 : tensor<5x6xf64>
    %16 = chlo.square %15 : tensor<5x6xf64> -> tensor<5x6xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %18 = stablehlo.add %17, %16 : tensor<5x6xf64>
    %19 = stablehlo.sqrt %18 : tensor<5x6xf64>
    %20 = stablehlo.multiply %7, %19 : tensor<5x6xf64>
    %21 = call @_where(%10, %7, %20) : (tensor<5x6xi1>, tensor<5x6xf64>, tensor<5x6xf64>) -> tensor<5x6xf64>
    %cst_5 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<5x6xi1>, tensor<f64>, tensor<5x6xf64>) -> tensor<5x6xf64>
    return %22 : tensor<5x6xf64>
  }
  func.func private @_where(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf64>, %arg2: tensor<5x6xf64>) -> tensor<5x6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x6xi1>, tensor<5x6xf64>
    return %0 : tensor<5x6xf64>
  }
  func.func private @_where_0(%arg0: tensor<5x6xi1>, %arg1: tensor<f64>, %arg2: tensor<5x6xf64>) -> tensor<5x6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<5x6xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5x6xi1>, tensor<5x6xf64>
    return %1 : tensor<5x6xf64>
  }
}

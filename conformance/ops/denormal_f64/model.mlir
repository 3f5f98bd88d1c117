module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<8xf64> {jax.result_info = "result[1]"}, tensor<8xi1> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf64> {jax.result_info = "result[4]"}, tensor<8xf64> {jax.result_info = "result[5]"}, tensor<8xi1> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<8xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %2 = stablehlo.multiply %arg0, %1 : tensor<8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %4 = stablehlo.compare EQ, %arg0, %3, FLOAT : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
    %5 = stablehlo.convert %arg0 : (tensor<8xf64>) -> tensor<8xf32>
    %6 = stablehlo.sign %arg0 : tensor<8xf64>
    %7 = stablehlo.abs %arg0 : tensor<8xf64>
    %8 = stablehlo.sqrt %7 : tensor<8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %10 = stablehlo.compare NE, %arg0, %9, FLOAT : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
    %11 = stablehlo.convert %10 : tensor<8xi1>
    return %0, %2, %4, %5, %6, %8, %11 : tensor<8xf64>, tensor<8xf64>, tensor<8xi1>, tensor<8xf32>, tensor<8xf64>, tensor<8xf64>, tensor<8xi1>
  }
}

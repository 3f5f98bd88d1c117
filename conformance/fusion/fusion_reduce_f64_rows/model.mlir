module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<80x97xf64>) -> (tensor<80xf64> {jax.result_info = "result[0]"}, tensor<80xf64> {jax.result_info = "result[1]"}, tensor<97xf64> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<80x97xf64>, tensor<f64>) -> tensor<80xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<80x97xf64>, tensor<f64>) -> tensor<80xf64>
    %2 = chlo.square %arg0 : tensor<80x97xf64> -> tensor<80x97xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<80x97xf64>, tensor<f64>) -> tensor<97xf64>
    %cst_2 = stablehlo.constant dense<8.000000e+01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<97xf64>
    %5 = stablehlo.divide %3, %4 : tensor<97xf64>
    return %0, %1, %5 : tensor<80xf64>, tensor<80xf64>, tensor<97xf64>
  }
}

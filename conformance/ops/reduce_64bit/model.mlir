module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi64>, %arg1: tensor<3x4xui64>, %arg2: tensor<4x6xf64>) -> (tensor<5xi64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<ui64> {jax.result_info = "result[2]"}, tensor<3xui64> {jax.result_info = "result[3]"}, tensor<4xf64> {jax.result_info = "result[4]"}, tensor<6xf64> {jax.result_info = "result[5]"}, tensor<4xf64> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4x5xi64>, tensor<i64>) -> tensor<5xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.multiply across dimensions = [1] : (tensor<4x5xi64>, tensor<i64>) -> tensor<4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %2 = stablehlo.reduce(%arg1 init: %c_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xui64>, tensor<ui64>) -> tensor<ui64>
    %c_2 = stablehlo.constant dense<0> : tensor<ui64>
    %3 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.add across dimensions = [1] : (tensor<3x4xui64>, tensor<ui64>) -> tensor<3xui64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_3 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %5 = stablehlo.reduce(%arg2 init: %cst_3) applies stablehlo.minimum across dimensions = [0] : (tensor<4x6xf64>, tensor<f64>) -> tensor<6xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%arg2 init: %cst_4) applies stablehlo.multiply across dimensions = [1] : (tensor<4x6xf64>, tensor<f64>) -> tensor<4xf64>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<5xi64>, tensor<4xi64>, tensor<ui64>, tensor<3xui64>, tensor<4xf64>, tensor<6xf64>, tensor<4xf64>
  }
}

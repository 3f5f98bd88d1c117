module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf64>, %arg1: tensor<4xf64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:6 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %0, %iterArg_4 = %c) : tensor<4x4xf64>, tensor<4xf64>, tensor<4x4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<i64>
    cond {
      %c_5 = stablehlo.constant dense<50> : tensor<i64>
      %2 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.dot_general %iterArg, %iterArg_3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
      %4 = stablehlo.subtract %3, %iterArg_0 : tensor<4xf64>
      %5 = stablehlo.abs %4 : tensor<4xf64>
      %cst_6 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %6 = stablehlo.reduce(%5 init: %cst_6) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
      %cst_7 = stablehlo.constant dense<9.9999999999999998E-13> : tensor<f64>
      %7 = stablehlo.compare GT, %6, %cst_7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %c_8 = stablehlo.constant dense<false> : tensor<i1>
      %8 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<i1>
      %9 = stablehlo.compare NE, %2, %8, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = stablehlo.convert %9 : tensor<i1>
      %11 = stablehlo.and %10, %7 : tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %2 = stablehlo.dot_general %iterArg_1, %iterArg_3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
      %3 = stablehlo.subtract %iterArg_2, %2 : tensor<4xf64>
      %cst_5 = stablehlo.constant dense<2.000000e-01> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
      %5 = stablehlo.multiply %4, %3 : tensor<4xf64>
      %6 = stablehlo.add %iterArg_3, %5 : tensor<4xf64>
      %c_6 = stablehlo.constant dense<1> : tensor<i64>
      %7 = stablehlo.add %iterArg_4, %c_6 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %iterArg_2, %6, %7 : tensor<4x4xf64>, tensor<4xf64>, tensor<4x4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<i64>
    }
    return %1#4, %1#5 : tensor<4xf64>, tensor<i64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> (tensor<2x3xf64> {jax.result_info = "result[0]"}, tensor<5x6xf64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i64>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i64>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i64>
    %4 = stablehlo.add %arg2, %c_2 : tensor<i64>
    %5 = stablehlo.select %3, %4, %arg2 : tensor<i1>, tensor<i64>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [2, 3] : (tensor<5x6xf64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i64>
    %9 = stablehlo.add %arg2, %c_4 : tensor<i64>
    %10 = stablehlo.select %8, %9, %arg2 : tensor<i1>, tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %11 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<6> : tensor<i64>
    %12 = stablehlo.add %arg1, %c_6 : tensor<i64>
    %13 = stablehlo.select %11, %12, %arg1 : tensor<i1>, tensor<i64>
    %14 = stablehlo.dynamic_update_slice %arg0, %7, %10, %13 : (tensor<5x6xf64>, tensor<2x2xf64>, tensor<i64>, tensor<i64>) -> tensor<5x6xf64>
    return %6, %14 : tensor<2x3xf64>, tensor<5x6xf64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000xi64>) -> (tensor<1000xi64> {jax.result_info = "result[0]"}, tensor<1000xi64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<1000xi64>
    %c = stablehlo.constant dense<1099511627776> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %2 = stablehlo.add %0, %1 : tensor<1000xi64>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %4 = stablehlo.multiply %2, %3 : tensor<1000xi64>
    %5 = stablehlo.add %4, %arg0 : tensor<1000xi64>
    %6 = stablehlo.iota dim = 0 : tensor<1000xi64>
    %c_1 = stablehlo.constant dense<5000000000> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %8 = stablehlo.multiply %6, %7 : tensor<1000xi64>
    %c_2 = stablehlo.constant dense<97> : tensor<i64>
    %9 = call @remainder(%8, %c_2) : (tensor<1000xi64>, tensor<i64>) -> tensor<1000xi64>
    return %5, %9 : tensor<1000xi64>, tensor<1000xi64>
  }
  func.func private @remainder(%arg0: tensor<1000xi64>, %arg1: tensor<i64>) -> tensor<1000xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1000xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1000xi64>, tensor<1000xi64>) -> tensor<1000xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1000xi64>, tensor<1000xi64>) -> tensor<1000xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1000xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1000xi1>, tensor<1000xi1>) -> tensor<1000xi1>
    %12 = stablehlo.and %11, %6 : tensor<1000xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<1000xi64>
    %14 = stablehlo.add %4, %13 : tensor<1000xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<1000xi1>, tensor<1000xi64>
    return %15 : tensor<1000xi64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
}

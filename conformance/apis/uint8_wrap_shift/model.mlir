module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xui8>, %arg1: tensor<32xui8>) -> (tensor<32xui8> {jax.result_info = "result[0]"}, tensor<32xui8> {jax.result_info = "result[1]"}, tensor<32xui8> {jax.result_info = "result[2]"}, tensor<32xui8> {jax.result_info = "result[3]"}, tensor<32xui8> {jax.result_info = "result[4]"}, tensor<32xui8> {jax.result_info = "result[5]"}, tensor<32xui8> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<32xui8>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<32xui8>
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<32xui8>
    %c = stablehlo.constant dense<9> : tensor<i32>
    %3 = call @remainder(%arg1, %c) : (tensor<32xui8>, tensor<i32>) -> tensor<32xui8>
    %4 = stablehlo.shift_left %arg0, %3 : tensor<32xui8>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %5 = call @remainder(%arg1, %c_0) : (tensor<32xui8>, tensor<i32>) -> tensor<32xui8>
    %6 = stablehlo.shift_right_logical %arg0, %5 : tensor<32xui8>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %7 = call @remainder(%arg1, %c_1) : (tensor<32xui8>, tensor<i32>) -> tensor<32xui8>
    %8 = stablehlo.shift_right_logical %arg0, %7 : tensor<32xui8>
    %9 = stablehlo.not %arg0 : tensor<32xui8>
    return %0, %1, %2, %4, %6, %8, %9 : tensor<32xui8>, tensor<32xui8>, tensor<32xui8>, tensor<32xui8>, tensor<32xui8>, tensor<32xui8>, tensor<32xui8>
  }
  func.func private @remainder(%arg0: tensor<32xui8>, %arg1: tensor<i32>) -> tensor<32xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<32xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<32xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<32xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<32xui8>, tensor<32xui8>) -> tensor<32xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<32xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<32xui8>, tensor<32xui8>) -> tensor<32xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %12 = stablehlo.and %11, %6 : tensor<32xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<32xui8>
    %14 = stablehlo.add %4, %13 : tensor<32xui8>
    %15 = stablehlo.select %12, %14, %4 : tensor<32xi1>, tensor<32xui8>
    return %15 : tensor<32xui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi32>) -> (tensor<7xi32> {jax.result_info = "result[0]"}, tensor<7xi1> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<7xi32>) -> tensor<1x7xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<1x7xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x7xi32>) -> tensor<7xi32>
    %3 = stablehlo.compare LT, %2, %2, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %5 = call @remainder(%4, %c_0) : (tensor<0xi32>, tensor<i32>) -> tensor<0xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %8 = stablehlo.compare LT, %5, %7, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %10 = stablehlo.add %5, %9 : tensor<0xi32>
    %11 = stablehlo.select %8, %10, %5 : tensor<0xi1>, tensor<0xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    return %arg0, %3 : tensor<7xi32>, tensor<7xi1>
  }
  func.func private @remainder(%arg0: tensor<0xi32>, %arg1: tensor<i32>) -> tensor<0xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<0xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<0xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<0xi1>, tensor<0xi1>) -> tensor<0xi1>
    %12 = stablehlo.and %11, %6 : tensor<0xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %14 = stablehlo.add %4, %13 : tensor<0xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<0xi1>, tensor<0xi32>
    return %15 : tensor<0xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

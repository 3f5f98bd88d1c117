module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>, %arg2: tensor<12xui64>, %arg3: tensor<12xui64>) -> (tensor<12xui32> {jax.result_info = "result[0]"}, tensor<12xui32> {jax.result_info = "result[1]"}, tensor<12xui32> {jax.result_info = "result[2]"}, tensor<12xui32> {jax.result_info = "result[3]"}, tensor<12xui32> {jax.result_info = "result[4]"}, tensor<12xui32> {jax.result_info = "result[5]"}, tensor<12xui64> {jax.result_info = "result[6]"}, tensor<12xui64> {jax.result_info = "result[7]"}, tensor<12xui64> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<12xui32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<12xui32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<12xui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %4 = stablehlo.or %arg1, %3 : tensor<12xui32>
    %5 = call @floor_divide(%arg0, %4) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %7 = stablehlo.or %arg1, %6 : tensor<12xui32>
    %8 = call @remainder(%arg0, %7) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %9 = stablehlo.maximum %arg0, %arg1 : tensor<12xui32>
    %10 = stablehlo.multiply %arg2, %arg3 : tensor<12xui64>
    %11 = stablehlo.subtract %arg2, %arg3 : tensor<12xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %13 = stablehlo.or %arg3, %12 : tensor<12xui64>
    %14 = call @floor_divide_0(%arg2, %13) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
    return %0, %1, %2, %5, %8, %9, %10, %11, %14 : tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui64>, tensor<12xui64>, tensor<12xui64>
  }
  func.func private @floor_divide(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>) -> tensor<12xui32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xui32>
    return %0 : tensor<12xui32>
  }
  func.func private @remainder(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>) -> tensor<12xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %1 = stablehlo.compare EQ, %arg1, %0, UNSIGNED : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<12xi1>, tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %10 = stablehlo.compare LT, %3, %9, UNSIGNED : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.add %4, %3 : tensor<12xui32>
    %14 = stablehlo.select %12, %13, %4 : tensor<12xi1>, tensor<12xui32>
    return %14 : tensor<12xui32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xui32>, %arg2: tensor<12xui32>) -> tensor<12xui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xui32>
    return %0 : tensor<12xui32>
  }
  func.func private @floor_divide_0(%arg0: tensor<12xui64>, %arg1: tensor<12xui64>) -> tensor<12xui64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xui64>
    return %0 : tensor<12xui64>
  }
}

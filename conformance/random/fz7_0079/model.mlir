module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<7x5x6x7xi32>) -> (tensor<10x7x9x1xi32> {jax.result_info = "result[0]"}, tensor<10x7x9x1xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<490xi32>
    %c = stablehlo.constant dense<25> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<490xi32>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %4 = stablehlo.add %2, %3 : tensor<490xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<i64>
    %5 = call @remainder(%4, %c_1) : (tensor<490xi32>, tensor<i64>) -> tensor<490xi32>
    %c_2 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %7 = stablehlo.subtract %5, %6 : tensor<490xi32>
    %8 = stablehlo.reshape %7 : (tensor<490xi32>) -> tensor<7x5x7x2xi32>
    %9 = stablehlo.dot_general %arg1, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<7x5x6x7xi32>, tensor<7x5x7x2xi32>) -> tensor<7x5x6x2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %10 = call @_pad(%9, %c_3) : (tensor<7x5x6x2xi32>, tensor<i64>) -> tensor<10x7x9x2xi32>
    %values, %indices = chlo.top_k(%10, k = 1) : tensor<10x7x9x2xi32> -> (tensor<10x7x9x1xi32>, tensor<10x7x9x1xi32>)
    return %values, %indices : tensor<10x7x9x1xi32>, tensor<10x7x9x1xi32>
  }
  func.func private @remainder(%arg0: tensor<490xi32>, %arg1: tensor<i64>) -> tensor<490xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<490xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<490xi32>, tensor<490xi32>) -> tensor<490xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<490xi32>, tensor<490xi32>) -> tensor<490xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<490xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<490xi1>, tensor<490xi1>) -> tensor<490xi1>
    %12 = stablehlo.and %11, %6 : tensor<490xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<490xi32>
    %14 = stablehlo.add %4, %13 : tensor<490xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<490xi1>, tensor<490xi32>
    return %15 : tensor<490xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_pad(%arg0: tensor<7x5x6x2xi32>, %arg1: tensor<i64>) -> tensor<10x7x9x2xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.pad %arg0, %0, low = [2, 1, 2, 0], high = [1, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<7x5x6x2xi32>, tensor<i32>) -> tensor<10x7x9x2xi32>
    return %1 : tensor<10x7x9x2xi32>
  }
}

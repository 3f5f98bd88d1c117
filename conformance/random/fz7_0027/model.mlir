module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7x9xf32>, %arg1: tensor<3x1x9x1xf32>, %arg2: tensor<9x2x7x6xi8>) -> (tensor<9x2x7x6xi8> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<756xi32>
    %c = stablehlo.constant dense<14> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<756xi32>
    %c_0 = stablehlo.constant dense<35> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %4 = stablehlo.add %2, %3 : tensor<756xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<i32>
    %5 = call @remainder(%4, %c_1) : (tensor<756xi32>, tensor<i32>) -> tensor<756xi32>
    %c_2 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %7 = stablehlo.subtract %5, %6 : tensor<756xi32>
    %8 = stablehlo.convert %7 : (tensor<756xi32>) -> tensor<756xi8>
    %9 = stablehlo.reshape %8 : (tensor<756xi8>) -> tensor<9x2x7x6xi8>
    %10 = stablehlo.compare NE, %arg2, %9, SIGNED : (tensor<9x2x7x6xi8>, tensor<9x2x7x6xi8>) -> tensor<9x2x7x6xi1>
    %11 = stablehlo.convert %10 : (tensor<9x2x7x6xi1>) -> tensor<9x2x7x6xi8>
    %12 = stablehlo.minimum %arg2, %11 : tensor<9x2x7x6xi8>
    %13 = call @cummin(%12) : (tensor<9x2x7x6xi8>) -> tensor<9x2x7x6xi8>
    return %13 : tensor<9x2x7x6xi8>
  }
  func.func private @remainder(%arg0: tensor<756xi32>, %arg1: tensor<i32>) -> tensor<756xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<756xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<756xi32>, tensor<756xi32>) -> tensor<756xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<756xi32>, tensor<756xi32>) -> tensor<756xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<756xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<756xi1>, tensor<756xi1>) -> tensor<756xi1>
    %12 = stablehlo.and %11, %6 : tensor<756xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<756xi32>
    %14 = stablehlo.add %4, %13 : tensor<756xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<756xi1>, tensor<756xi32>
    return %15 : tensor<756xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cummin(%arg0: tensor<9x2x7x6xi8>) -> tensor<9x2x7x6xi8> {
    %c = stablehlo.constant dense<127> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [0, 5]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 6>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<9x2x7x6xi8>, tensor<i8>) -> tensor<9x2x7x6xi8>
    return %1 : tensor<9x2x7x6xi8>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<2x4x2x9xi32>) -> (tensor<2x2x4x2x9xi32> {jax.result_info = "result[0]"}, tensor<2x2x4x2x9xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<144xi32>
    %c = stablehlo.constant dense<27> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<144xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %4 = stablehlo.add %2, %3 : tensor<144xi32>
    %c_1 = stablehlo.constant dense<37> : tensor<i32>
    %5 = call @remainder(%4, %c_1) : (tensor<144xi32>, tensor<i32>) -> tensor<144xi32>
    %c_2 = stablehlo.constant dense<18> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %7 = stablehlo.subtract %5, %6 : tensor<144xi32>
    %8 = stablehlo.reshape %7 : (tensor<144xi32>) -> tensor<2x4x2x9xi32>
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2, 3, 4] : (tensor<2x4x2x9xi32>) -> tensor<2x1x4x2x9xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3, 4] : (tensor<2x4x2x9xi32>) -> tensor<2x1x4x2x9xi32>
    %11 = stablehlo.concatenate %9, %10, dim = 1 : (tensor<2x1x4x2x9xi32>, tensor<2x1x4x2x9xi32>) -> tensor<2x2x4x2x9xi32>
    %cst = stablehlo.constant dense<0.30527693> : tensor<f32>
    %12 = stablehlo.minimum %arg0, %cst : tensor<f32>
    %13 = stablehlo.iota dim = 0 : tensor<9xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [4] : (tensor<9xi32>) -> tensor<1x1x1x1x9xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x9xi32>) -> tensor<2x2x4x2x9xi32>
    %16 = stablehlo.multiply %11, %15 : tensor<2x2x4x2x9xi32>
    %17 = chlo.erf %12 : tensor<f32> -> tensor<f32>
    %18 = call @cummax(%11) : (tensor<2x2x4x2x9xi32>) -> tensor<2x2x4x2x9xi32>
    return %18, %16, %17 : tensor<2x2x4x2x9xi32>, tensor<2x2x4x2x9xi32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<144xi32>, %arg1: tensor<i32>) -> tensor<144xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<144xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<144xi32>, tensor<144xi32>) -> tensor<144xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<144xi32>, tensor<144xi32>) -> tensor<144xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<144xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<144xi1>, tensor<144xi1>) -> tensor<144xi1>
    %12 = stablehlo.and %11, %6 : tensor<144xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<144xi32>
    %14 = stablehlo.add %4, %13 : tensor<144xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<144xi1>, tensor<144xi32>
    return %15 : tensor<144xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cummax(%arg0: tensor<2x2x4x2x9xi32>) -> tensor<2x2x4x2x9xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 0], [0, 0], [0, 0], [0, 0]]> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1, 1, 1>, window_strides = array<i64: 1, 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2x2x4x2x9xi32>, tensor<i32>) -> tensor<2x2x4x2x9xi32>
    return %1 : tensor<2x2x4x2x9xi32>
  }
}

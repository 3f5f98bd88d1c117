module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x8x6xi32>, %arg1: tensor<i32>) -> (tensor<1x8x6xi1> {jax.result_info = "result[0]"}, tensor<1x8x6xf32> {jax.result_info = "result[1]"}) {
    %0 = call @cummax(%arg0) : (tensor<1x8x6xi32>) -> tensor<1x8x6xi32>
    %1 = stablehlo.compare GT, %0, %arg0, SIGNED : (tensor<1x8x6xi32>, tensor<1x8x6xi32>) -> tensor<1x8x6xi1>
    %2 = stablehlo.convert %1 : (tensor<1x8x6xi1>) -> tensor<1x8x6xf32>
    %3 = stablehlo.convert %1 : (tensor<1x8x6xi1>) -> tensor<1x8x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x6xf32>
    %5 = stablehlo.compare GT, %3, %4, FLOAT : (tensor<1x8x6xf32>, tensor<1x8x6xf32>) -> tensor<1x8x6xi1>
    %6 = stablehlo.iota dim = 0 : tensor<48xi32>
    %c = stablehlo.constant dense<28> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %8 = stablehlo.multiply %6, %7 : tensor<48xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %10 = stablehlo.add %8, %9 : tensor<48xi32>
    %c_1 = stablehlo.constant dense<17> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<48xi32>, tensor<i32>) -> tensor<48xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %12 = call @remainder(%11, %c_2) : (tensor<48xi32>, tensor<i32>) -> tensor<48xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %14 = stablehlo.compare EQ, %12, %13, SIGNED : (tensor<48xi32>, tensor<48xi32>) -> tensor<48xi1>
    %15 = stablehlo.reshape %14 : (tensor<48xi1>) -> tensor<1x8x6xi1>
    %16 = call @_where_0(%5, %1, %15) : (tensor<1x8x6xi1>, tensor<1x8x6xi1>, tensor<1x8x6xi1>) -> tensor<1x8x6xi1>
    return %16, %2 : tensor<1x8x6xi1>, tensor<1x8x6xf32>
  }
  func.func private @cummax(%arg0: tensor<1x8x6xi32>) -> tensor<1x8x6xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1x8x6xi32>, tensor<i32>) -> tensor<1x8x6xi32>
    return %1 : tensor<1x8x6xi32>
  }
  func.func private @remainder(%arg0: tensor<48xi32>, %arg1: tensor<i32>) -> tensor<48xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<48xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<48xi32>, tensor<48xi32>) -> tensor<48xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<48xi32>, tensor<48xi32>) -> tensor<48xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<48xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<48xi1>, tensor<48xi1>) -> tensor<48xi1>
    %12 = stablehlo.and %11, %6 : tensor<48xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %14 = stablehlo.add %4, %13 : tensor<48xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<48xi1>, tensor<48xi32>
    return %15 : tensor<48xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x6xi1>, %arg1: tensor<1x8x6xi1>, %arg2: tensor<1x8x6xi1>) -> tensor<1x8x6xi1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x8x6xi1>, tensor<1x8x6xi1>
    return %0 : tensor<1x8x6xi1>
  }
}

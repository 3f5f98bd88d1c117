module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x50xf32>) -> (tensor<37x143xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<7x50xf32>) -> tensor<1x7x1x50xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x7x1x50xf32>) -> tensor<6x7x20x50xf32>
    %2 = stablehlo.reshape %1 : (tensor<6x7x20x50xf32>) -> tensor<42x1000xf32>
    %3 = stablehlo.slice %2 [0:37, 0:1000] : (tensor<42x1000xf32>) -> tensor<37x1000xf32>
    %4 = stablehlo.iota dim = 0 : tensor<37x1000xi32>
    %5 = stablehlo.iota dim = 1 : tensor<37x1000xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %7 = stablehlo.multiply %6, %4 : tensor<37x1000xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %9 = stablehlo.multiply %8, %5 : tensor<37x1000xi32>
    %10 = stablehlo.add %7, %9 : tensor<37x1000xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<37x1000xi32>, tensor<i32>) -> tensor<37x1000xi32>
    %12 = stablehlo.convert %11 : (tensor<37x1000xi32>) -> tensor<37x1000xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<37x1000xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<37x1000xf32>
    %15 = stablehlo.add %3, %14 : tensor<37x1000xf32>
    %16 = call @cumsum(%15) : (tensor<37x1000xf32>) -> tensor<37x1000xf32>
    %17 = stablehlo.slice %16 [0:37, 0:1000:7] : (tensor<37x1000xf32>) -> tensor<37x143xf32>
    return %17 : tensor<37x143xf32>
  }
  func.func private @remainder(%arg0: tensor<37x1000xi32>, %arg1: tensor<i32>) -> tensor<37x1000xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<37x1000xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<37x1000xi32>, tensor<37x1000xi32>) -> tensor<37x1000xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<37x1000xi32>, tensor<37x1000xi32>) -> tensor<37x1000xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<37x1000xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<37x1000xi1>, tensor<37x1000xi1>) -> tensor<37x1000xi1>
    %12 = stablehlo.and %11, %6 : tensor<37x1000xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<37x1000xi32>
    %14 = stablehlo.add %4, %13 : tensor<37x1000xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<37x1000xi1>, tensor<37x1000xi32>
    return %15 : tensor<37x1000xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<37x1000xf32>) -> tensor<37x1000xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<37x1000xf32>) -> tensor<37x1000xf32>
    return %0 : tensor<37x1000xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<37x1000xf32>) -> tensor<37x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [999, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 1000>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<37x1000xf32>, tensor<f32>) -> tensor<37x1000xf32>
    return %1 : tensor<37x1000xf32>
  }
}

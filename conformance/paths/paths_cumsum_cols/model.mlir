module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<30x11xf32>) -> (tensor<180x33xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<30x11xf32>) -> tensor<1x30x1x11xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x30x1x11xf32>) -> tensor<30x30x3x11xf32>
    %2 = stablehlo.reshape %1 : (tensor<30x30x3x11xf32>) -> tensor<900x33xf32>
    %3 = stablehlo.iota dim = 0 : tensor<900x33xi32>
    %4 = stablehlo.iota dim = 1 : tensor<900x33xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<900x33xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<900x33xi32>
    %9 = stablehlo.add %6, %8 : tensor<900x33xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<900x33xi32>, tensor<i32>) -> tensor<900x33xi32>
    %11 = stablehlo.convert %10 : (tensor<900x33xi32>) -> tensor<900x33xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<900x33xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<900x33xf32>
    %14 = stablehlo.add %2, %13 : tensor<900x33xf32>
    %15 = call @cumsum(%14) : (tensor<900x33xf32>) -> tensor<900x33xf32>
    %16 = stablehlo.slice %15 [0:900:5, 0:33] : (tensor<900x33xf32>) -> tensor<180x33xf32>
    return %16 : tensor<180x33xf32>
  }
  func.func private @remainder(%arg0: tensor<900x33xi32>, %arg1: tensor<i32>) -> tensor<900x33xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<900x33xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<900x33xi32>, tensor<900x33xi32>) -> tensor<900x33xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<900x33xi32>, tensor<900x33xi32>) -> tensor<900x33xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<900x33xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<900x33xi1>, tensor<900x33xi1>) -> tensor<900x33xi1>
    %12 = stablehlo.and %11, %6 : tensor<900x33xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<900x33xi32>
    %14 = stablehlo.add %4, %13 : tensor<900x33xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<900x33xi1>, tensor<900x33xi32>
    return %15 : tensor<900x33xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<900x33xf32>) -> tensor<900x33xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<900x33xf32>) -> tensor<900x33xf32>
    return %0 : tensor<900x33xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<900x33xf32>) -> tensor<900x33xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[899, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 900, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<900x33xf32>, tensor<f32>) -> tensor<900x33xf32>
    return %1 : tensor<900x33xf32>
  }
}

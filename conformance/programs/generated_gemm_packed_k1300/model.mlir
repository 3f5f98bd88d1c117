module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<96xf32> {jax.result_info = "result[0]"}, tensor<16x96xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<332800xi32>
    %c = stablehlo.constant dense<17> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<332800xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<332800xi32>
    %c_0 = stablehlo.constant dense<101> : tensor<i32>
    %3 = call @remainder(%2, %c_0) : (tensor<332800xi32>, tensor<i32>) -> tensor<332800xi32>
    %4 = stablehlo.convert %3 : (tensor<332800xi32>) -> tensor<332800xf32>
    %cst = stablehlo.constant dense<1.010000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<332800xf32>
    %6 = stablehlo.divide %4, %5 : tensor<332800xf32>
    %cst_1 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<332800xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<332800xf32>
    %9 = stablehlo.reshape %8 : (tensor<332800xf32>) -> tensor<256x1300xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<256x1300xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<256x1300xf32>
    %12 = stablehlo.iota dim = 0 : tensor<124800xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<124800xi32>
    %14 = stablehlo.multiply %12, %13 : tensor<124800xi32>
    %c_3 = stablehlo.constant dense<101> : tensor<i32>
    %15 = call @remainder_0(%14, %c_3) : (tensor<124800xi32>, tensor<i32>) -> tensor<124800xi32>
    %16 = stablehlo.convert %15 : (tensor<124800xi32>) -> tensor<124800xf32>
    %cst_4 = stablehlo.constant dense<1.010000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<124800xf32>
    %18 = stablehlo.divide %16, %17 : tensor<124800xf32>
    %cst_5 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<124800xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<124800xf32>
    %21 = stablehlo.reshape %20 : (tensor<124800xf32>) -> tensor<1300x96xf32>
    %22 = stablehlo.dot_general %11, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1300xf32>, tensor<1300x96xf32>) -> tensor<256x96xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<256x96xf32>, tensor<f32>) -> tensor<96xf32>
    %24 = stablehlo.slice %22 [0:256:16, 0:96] : (tensor<256x96xf32>) -> tensor<16x96xf32>
    return %23, %24 : tensor<96xf32>, tensor<16x96xf32>
  }
  func.func private @remainder(%arg0: tensor<332800xi32>, %arg1: tensor<i32>) -> tensor<332800xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<332800xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<332800xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<332800xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<332800xi32>, tensor<332800xi32>) -> tensor<332800xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<332800xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<332800xi32>, tensor<332800xi32>) -> tensor<332800xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<332800xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<332800xi1>, tensor<332800xi1>) -> tensor<332800xi1>
    %12 = stablehlo.and %11, %6 : tensor<332800xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<332800xi32>
    %14 = stablehlo.add %4, %13 : tensor<332800xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<332800xi1>, tensor<332800xi32>
    return %15 : tensor<332800xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder_0(%arg0: tensor<124800xi32>, %arg1: tensor<i32>) -> tensor<124800xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<124800xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<124800xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<124800xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<124800xi32>, tensor<124800xi32>) -> tensor<124800xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<124800xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<124800xi32>, tensor<124800xi32>) -> tensor<124800xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<124800xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<124800xi1>, tensor<124800xi1>) -> tensor<124800xi1>
    %12 = stablehlo.and %11, %6 : tensor<124800xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<124800xi32>
    %14 = stablehlo.add %4, %13 : tensor<124800xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<124800xi1>, tensor<124800xi32>
    return %15 : tensor<124800xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x9xf32>) -> (tensor<300xf32> {jax.result_info = "result[0]"}, tensor<300xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<7x9xf32>) -> tensor<1x7x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x7x1x9xf32>) -> tensor<43x7x2x9xf32>
    %2 = stablehlo.reshape %1 : (tensor<43x7x2x9xf32>) -> tensor<301x18xf32>
    %3 = stablehlo.slice %2 [0:300, 0:17] : (tensor<301x18xf32>) -> tensor<300x17xf32>
    %4 = stablehlo.iota dim = 0 : tensor<300x17xi32>
    %5 = stablehlo.iota dim = 1 : tensor<300x17xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %7 = stablehlo.multiply %6, %4 : tensor<300x17xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %9 = stablehlo.multiply %8, %5 : tensor<300x17xi32>
    %10 = stablehlo.add %7, %9 : tensor<300x17xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<300x17xi32>, tensor<i32>) -> tensor<300x17xi32>
    %12 = stablehlo.convert %11 : (tensor<300x17xi32>) -> tensor<300x17xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<300x17xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<300x17xf32>
    %15 = stablehlo.add %3, %14 : tensor<300x17xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<300x17xf32>, tensor<f32>) -> tensor<300xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<7x9xf32>) -> tensor<1x7x1x9xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x7x1x9xf32>) -> tensor<43x7x2x9xf32>
    %19 = stablehlo.reshape %18 : (tensor<43x7x2x9xf32>) -> tensor<301x18xf32>
    %20 = stablehlo.slice %19 [0:300, 0:17] : (tensor<301x18xf32>) -> tensor<300x17xf32>
    %21 = stablehlo.iota dim = 0 : tensor<300x17xi32>
    %22 = stablehlo.iota dim = 1 : tensor<300x17xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %24 = stablehlo.multiply %23, %21 : tensor<300x17xi32>
    %c_4 = stablehlo.constant dense<13> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %26 = stablehlo.multiply %25, %22 : tensor<300x17xi32>
    %27 = stablehlo.add %24, %26 : tensor<300x17xi32>
    %c_5 = stablehlo.constant dense<23> : tensor<i32>
    %28 = call @remainder(%27, %c_5) : (tensor<300x17xi32>, tensor<i32>) -> tensor<300x17xi32>
    %29 = stablehlo.convert %28 : (tensor<300x17xi32>) -> tensor<300x17xf32>
    %cst_6 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<300x17xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<300x17xf32>
    %32 = stablehlo.add %20, %31 : tensor<300x17xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.minimum across dimensions = [1] : (tensor<300x17xf32>, tensor<f32>) -> tensor<300xf32>
    return %16, %33 : tensor<300xf32>, tensor<300xf32>
  }
  func.func private @remainder(%arg0: tensor<300x17xi32>, %arg1: tensor<i32>) -> tensor<300x17xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<300x17xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<300x17xi32>, tensor<300x17xi32>) -> tensor<300x17xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<300x17xi32>, tensor<300x17xi32>) -> tensor<300x17xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<300x17xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<300x17xi1>, tensor<300x17xi1>) -> tensor<300x17xi1>
    %12 = stablehlo.and %11, %6 : tensor<300x17xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x17xi32>
    %14 = stablehlo.add %4, %13 : tensor<300x17xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<300x17xi1>, tensor<300x17xi32>
    return %15 : tensor<300x17xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

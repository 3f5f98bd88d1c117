module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x30xf32>) -> (tensor<300xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<20x30xf32>) -> tensor<1x20x1x30xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x20x1x30xf32>) -> tensor<35x20x10x30xf32>
    %2 = stablehlo.reshape %1 : (tensor<35x20x10x30xf32>) -> tensor<700x300xf32>
    %3 = stablehlo.iota dim = 0 : tensor<700x300xi32>
    %4 = stablehlo.iota dim = 1 : tensor<700x300xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<700x300xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<700x300xi32>
    %9 = stablehlo.add %6, %8 : tensor<700x300xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<700x300xi32>, tensor<i32>) -> tensor<700x300xi32>
    %11 = stablehlo.convert %10 : (tensor<700x300xi32>) -> tensor<700x300xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<700x300xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<700x300xf32>
    %14 = stablehlo.add %2, %13 : tensor<700x300xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<700x300xf32>, tensor<f32>) -> tensor<300xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<300xf32>
    %18 = stablehlo.is_finite %17 : (tensor<300xf32>) -> tensor<300xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %20 = stablehlo.select %18, %17, %19 : tensor<300xi1>, tensor<300xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<300xf32>) -> tensor<1x300xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x300xf32>) -> tensor<700x300xf32>
    %23 = stablehlo.subtract %14, %22 : tensor<700x300xf32>
    %24 = stablehlo.exponential %23 : tensor<700x300xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<700x300xf32>, tensor<f32>) -> tensor<300xf32>
    %26 = stablehlo.sign %25 : tensor<300xf32>
    %27 = stablehlo.abs %25 : tensor<300xf32>
    %28 = stablehlo.log %27 : tensor<300xf32>
    %29 = stablehlo.add %28, %20 : tensor<300xf32>
    return %29 : tensor<300xf32>
  }
  func.func private @remainder(%arg0: tensor<700x300xi32>, %arg1: tensor<i32>) -> tensor<700x300xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<700x300xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<700x300xi32>, tensor<700x300xi32>) -> tensor<700x300xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<700x300xi32>, tensor<700x300xi32>) -> tensor<700x300xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<700x300xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<700x300xi1>, tensor<700x300xi1>) -> tensor<700x300xi1>
    %12 = stablehlo.and %11, %6 : tensor<700x300xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<700x300xi32>
    %14 = stablehlo.add %4, %13 : tensor<700x300xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<700x300xi1>, tensor<700x300xi32>
    return %15 : tensor<700x300xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

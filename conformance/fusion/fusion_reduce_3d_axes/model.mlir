module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x40xf32>) -> (tensor<40xf32> {jax.result_info = "result[0]"}, tensor<60x50xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<12x40xf32>) -> tensor<1x12x1x40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x12x1x40xf32>) -> tensor<5x12x50x40xf32>
    %2 = stablehlo.reshape %1 : (tensor<5x12x50x40xf32>) -> tensor<60x2000xf32>
    %3 = stablehlo.iota dim = 0 : tensor<60x2000xi32>
    %4 = stablehlo.iota dim = 1 : tensor<60x2000xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<60x2000xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<60x2000xi32>
    %9 = stablehlo.add %6, %8 : tensor<60x2000xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<60x2000xi32>, tensor<i32>) -> tensor<60x2000xi32>
    %11 = stablehlo.convert %10 : (tensor<60x2000xi32>) -> tensor<60x2000xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<60x2000xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<60x2000xf32>
    %14 = stablehlo.add %2, %13 : tensor<60x2000xf32>
    %15 = stablehlo.reshape %14 : (tensor<60x2000xf32>) -> tensor<60x40x50xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0, 2] : (tensor<60x40x50xf32>, tensor<f32>) -> tensor<40xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<12x40xf32>) -> tensor<1x12x1x40xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x12x1x40xf32>) -> tensor<5x12x50x40xf32>
    %19 = stablehlo.reshape %18 : (tensor<5x12x50x40xf32>) -> tensor<60x2000xf32>
    %20 = stablehlo.iota dim = 0 : tensor<60x2000xi32>
    %21 = stablehlo.iota dim = 1 : tensor<60x2000xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %23 = stablehlo.multiply %22, %20 : tensor<60x2000xi32>
    %c_4 = stablehlo.constant dense<13> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %25 = stablehlo.multiply %24, %21 : tensor<60x2000xi32>
    %26 = stablehlo.add %23, %25 : tensor<60x2000xi32>
    %c_5 = stablehlo.constant dense<23> : tensor<i32>
    %27 = call @remainder(%26, %c_5) : (tensor<60x2000xi32>, tensor<i32>) -> tensor<60x2000xi32>
    %28 = stablehlo.convert %27 : (tensor<60x2000xi32>) -> tensor<60x2000xf32>
    %cst_6 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<60x2000xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<60x2000xf32>
    %31 = stablehlo.add %19, %30 : tensor<60x2000xf32>
    %32 = stablehlo.reshape %31 : (tensor<60x2000xf32>) -> tensor<60x40x50xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<60x40x50xf32>, tensor<f32>) -> tensor<60x50xf32>
    return %16, %33 : tensor<40xf32>, tensor<60x50xf32>
  }
  func.func private @remainder(%arg0: tensor<60x2000xi32>, %arg1: tensor<i32>) -> tensor<60x2000xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<60x2000xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<60x2000xi32>, tensor<60x2000xi32>) -> tensor<60x2000xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<60x2000xi32>, tensor<60x2000xi32>) -> tensor<60x2000xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<60x2000xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<60x2000xi1>, tensor<60x2000xi1>) -> tensor<60x2000xi1>
    %12 = stablehlo.and %11, %6 : tensor<60x2000xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<60x2000xi32>
    %14 = stablehlo.add %4, %13 : tensor<60x2000xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<60x2000xi1>, tensor<60x2000xi32>
    return %15 : tensor<60x2000xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

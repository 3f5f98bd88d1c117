module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x30xf32>) -> (tensor<512xf32> {jax.result_info = "result[0]"}, tensor<300xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<16x30xf32>) -> tensor<1x16x1x30xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x16x1x30xf32>) -> tensor<32x16x10x30xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x16x10x30xf32>) -> tensor<512x300xf32>
    %3 = stablehlo.iota dim = 0 : tensor<512x300xi32>
    %4 = stablehlo.iota dim = 1 : tensor<512x300xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<512x300xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<512x300xi32>
    %9 = stablehlo.add %6, %8 : tensor<512x300xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<512x300xi32>, tensor<i32>) -> tensor<512x300xi32>
    %11 = stablehlo.convert %10 : (tensor<512x300xi32>) -> tensor<512x300xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x300xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<512x300xf32>
    %14 = stablehlo.add %2, %13 : tensor<512x300xf32>
    %15 = stablehlo.reshape %arg0 : (tensor<16x30xf32>) -> tensor<1x16x1x30xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x16x1x30xf32>) -> tensor<32x16x10x30xf32>
    %17 = stablehlo.reshape %16 : (tensor<32x16x10x30xf32>) -> tensor<512x300xf32>
    %18 = stablehlo.iota dim = 0 : tensor<512x300xi32>
    %19 = stablehlo.iota dim = 1 : tensor<512x300xi32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %21 = stablehlo.multiply %20, %18 : tensor<512x300xi32>
    %c_3 = stablehlo.constant dense<13> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %23 = stablehlo.multiply %22, %19 : tensor<512x300xi32>
    %24 = stablehlo.add %21, %23 : tensor<512x300xi32>
    %c_4 = stablehlo.constant dense<23> : tensor<i32>
    %25 = call @remainder(%24, %c_4) : (tensor<512x300xi32>, tensor<i32>) -> tensor<512x300xi32>
    %26 = stablehlo.convert %25 : (tensor<512x300xi32>) -> tensor<512x300xf32>
    %cst_5 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x300xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<512x300xf32>
    %29 = stablehlo.add %17, %28 : tensor<512x300xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x300xf32>, tensor<f32>) -> tensor<512xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<512x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x300xf32>
    %35 = stablehlo.subtract %14, %34 : tensor<512x300xf32>
    %36 = chlo.square %35 : tensor<512x300xf32> -> tensor<512x300xf32>
    %37 = stablehlo.iota dim = 0 : tensor<300xf32>
    %cst_8 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<300xf32>
    %40 = stablehlo.cosine %39 : tensor<300xf32>
    %cst_9 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %42 = stablehlo.add %40, %41 : tensor<300xf32>
    %43 = stablehlo.iota dim = 0 : tensor<512xf32>
    %cst_10 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<512xf32>
    %46 = stablehlo.sine %45 : tensor<512xf32>
    %cst_11 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.add %46, %47 : tensor<512xf32>
    %49 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<300xf32>) -> tensor<1x300xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x300xf32>) -> tensor<512x300xf32>
    %51 = stablehlo.multiply %36, %50 : tensor<512x300xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<512x300xf32>, tensor<f32>) -> tensor<512xf32>
    %53 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x300xf32>
    %55 = stablehlo.multiply %36, %54 : tensor<512x300xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<512x300xf32>, tensor<f32>) -> tensor<300xf32>
    return %52, %56 : tensor<512xf32>, tensor<300xf32>
  }
  func.func private @remainder(%arg0: tensor<512x300xi32>, %arg1: tensor<i32>) -> tensor<512x300xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<512x300xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<512x300xi32>, tensor<512x300xi32>) -> tensor<512x300xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<512x300xi32>, tensor<512x300xi32>) -> tensor<512x300xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<512x300xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<512x300xi1>, tensor<512x300xi1>) -> tensor<512x300xi1>
    %12 = stablehlo.and %11, %6 : tensor<512x300xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<512x300xi32>
    %14 = stablehlo.add %4, %13 : tensor<512x300xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<512x300xi1>, tensor<512x300xi32>
    return %15 : tensor<512x300xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

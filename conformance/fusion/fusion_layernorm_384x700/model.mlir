module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x50xf32>, %arg1: tensor<700xf32>, %arg2: tensor<700xf32>) -> (tensor<384xf32> {jax.result_info = "result[0]"}, tensor<700xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<12x50xf32>) -> tensor<1x12x1x50xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x12x1x50xf32>) -> tensor<32x12x14x50xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x12x14x50xf32>) -> tensor<384x700xf32>
    %3 = stablehlo.iota dim = 0 : tensor<384x700xi32>
    %4 = stablehlo.iota dim = 1 : tensor<384x700xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<384x700xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<384x700xi32>
    %9 = stablehlo.add %6, %8 : tensor<384x700xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<384x700xi32>, tensor<i32>) -> tensor<384x700xi32>
    %11 = stablehlo.convert %10 : (tensor<384x700xi32>) -> tensor<384x700xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x700xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<384x700xf32>
    %14 = stablehlo.add %2, %13 : tensor<384x700xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<384x700xf32>, tensor<f32>) -> tensor<384xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %cst_3 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<384x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<384x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<384x1xf32>) -> tensor<384x700xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<384x700xf32>
    %21 = chlo.square %20 : tensor<384x700xf32> -> tensor<384x700xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<384x700xf32>, tensor<f32>) -> tensor<384xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %cst_5 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<384x1xf32>
    %25 = stablehlo.divide %23, %24 : tensor<384x1xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<384x1xf32>) -> tensor<384x700xf32>
    %27 = stablehlo.subtract %14, %26 : tensor<384x700xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<384x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<384x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<384x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<384x1xf32>) -> tensor<384x700xf32>
    %32 = stablehlo.multiply %27, %31 : tensor<384x700xf32>
    %33 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<700xf32>) -> tensor<1x700xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x700xf32>) -> tensor<384x700xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<384x700xf32>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<700xf32>) -> tensor<1x700xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x700xf32>) -> tensor<384x700xf32>
    %38 = stablehlo.add %35, %37 : tensor<384x700xf32>
    %39 = stablehlo.iota dim = 0 : tensor<700xf32>
    %cst_7 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<700xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<700xf32>
    %42 = stablehlo.cosine %41 : tensor<700xf32>
    %cst_8 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<700xf32>
    %44 = stablehlo.add %42, %43 : tensor<700xf32>
    %45 = stablehlo.iota dim = 0 : tensor<384xf32>
    %cst_9 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<384xf32>
    %48 = stablehlo.sine %47 : tensor<384xf32>
    %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %50 = stablehlo.add %48, %49 : tensor<384xf32>
    %51 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<700xf32>) -> tensor<1x700xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x700xf32>) -> tensor<384x700xf32>
    %53 = stablehlo.multiply %38, %52 : tensor<384x700xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<384x700xf32>, tensor<f32>) -> tensor<384xf32>
    %55 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<384xf32>) -> tensor<384x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<384x1xf32>) -> tensor<384x700xf32>
    %57 = stablehlo.multiply %38, %56 : tensor<384x700xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<384x700xf32>, tensor<f32>) -> tensor<700xf32>
    return %54, %58 : tensor<384xf32>, tensor<700xf32>
  }
  func.func private @remainder(%arg0: tensor<384x700xi32>, %arg1: tensor<i32>) -> tensor<384x700xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<384x700xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<384x700xi32>, tensor<384x700xi32>) -> tensor<384x700xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<384x700xi32>, tensor<384x700xi32>) -> tensor<384x700xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<384x700xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<384x700xi1>, tensor<384x700xi1>) -> tensor<384x700xi1>
    %12 = stablehlo.and %11, %6 : tensor<384x700xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<384x700xi32>
    %14 = stablehlo.add %4, %13 : tensor<384x700xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<384x700xi1>, tensor<384x700xi32>
    return %15 : tensor<384x700xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

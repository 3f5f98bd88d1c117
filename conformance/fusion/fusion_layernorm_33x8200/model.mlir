module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x50xf32>, %arg1: tensor<8200xf32>, %arg2: tensor<8200xf32>) -> (tensor<33xf32> {jax.result_info = "result[0]"}, tensor<8200xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<12x50xf32>) -> tensor<1x12x1x50xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x12x1x50xf32>) -> tensor<3x12x164x50xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x12x164x50xf32>) -> tensor<36x8200xf32>
    %3 = stablehlo.slice %2 [0:33, 0:8200] : (tensor<36x8200xf32>) -> tensor<33x8200xf32>
    %4 = stablehlo.iota dim = 0 : tensor<33x8200xi32>
    %5 = stablehlo.iota dim = 1 : tensor<33x8200xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %7 = stablehlo.multiply %6, %4 : tensor<33x8200xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %9 = stablehlo.multiply %8, %5 : tensor<33x8200xi32>
    %10 = stablehlo.add %7, %9 : tensor<33x8200xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<33x8200xi32>, tensor<i32>) -> tensor<33x8200xi32>
    %12 = stablehlo.convert %11 : (tensor<33x8200xi32>) -> tensor<33x8200xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<33x8200xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<33x8200xf32>
    %15 = stablehlo.add %3, %14 : tensor<33x8200xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<33x8200xf32>, tensor<f32>) -> tensor<33xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<33xf32>) -> tensor<33x1xf32>
    %cst_3 = stablehlo.constant dense<8.200000e+03> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<33x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x8200xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<33x8200xf32>
    %22 = chlo.square %21 : tensor<33x8200xf32> -> tensor<33x8200xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<33x8200xf32>, tensor<f32>) -> tensor<33xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<33xf32>) -> tensor<33x1xf32>
    %cst_5 = stablehlo.constant dense<8.200000e+03> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<33x1xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x8200xf32>
    %28 = stablehlo.subtract %15, %27 : tensor<33x8200xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %30 = stablehlo.add %26, %29 : tensor<33x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<33x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x8200xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<33x8200xf32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8200xf32>) -> tensor<1x8200xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x8200xf32>) -> tensor<33x8200xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<33x8200xf32>
    %37 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8200xf32>) -> tensor<1x8200xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x8200xf32>) -> tensor<33x8200xf32>
    %39 = stablehlo.add %36, %38 : tensor<33x8200xf32>
    %40 = stablehlo.iota dim = 0 : tensor<8200xf32>
    %cst_7 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8200xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<8200xf32>
    %43 = stablehlo.cosine %42 : tensor<8200xf32>
    %cst_8 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8200xf32>
    %45 = stablehlo.add %43, %44 : tensor<8200xf32>
    %46 = stablehlo.iota dim = 0 : tensor<33xf32>
    %cst_9 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<33xf32>
    %49 = stablehlo.sine %48 : tensor<33xf32>
    %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %51 = stablehlo.add %49, %50 : tensor<33xf32>
    %52 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<8200xf32>) -> tensor<1x8200xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x8200xf32>) -> tensor<33x8200xf32>
    %54 = stablehlo.multiply %39, %53 : tensor<33x8200xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<33x8200xf32>, tensor<f32>) -> tensor<33xf32>
    %56 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<33xf32>) -> tensor<33x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x8200xf32>
    %58 = stablehlo.multiply %39, %57 : tensor<33x8200xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<33x8200xf32>, tensor<f32>) -> tensor<8200xf32>
    return %55, %59 : tensor<33xf32>, tensor<8200xf32>
  }
  func.func private @remainder(%arg0: tensor<33x8200xi32>, %arg1: tensor<i32>) -> tensor<33x8200xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<33x8200xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<33x8200xi32>, tensor<33x8200xi32>) -> tensor<33x8200xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<33x8200xi32>, tensor<33x8200xi32>) -> tensor<33x8200xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<33x8200xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<33x8200xi1>, tensor<33x8200xi1>) -> tensor<33x8200xi1>
    %12 = stablehlo.and %11, %6 : tensor<33x8200xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<33x8200xi32>
    %14 = stablehlo.add %4, %13 : tensor<33x8200xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<33x8200xi1>, tensor<33x8200xi32>
    return %15 : tensor<33x8200xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

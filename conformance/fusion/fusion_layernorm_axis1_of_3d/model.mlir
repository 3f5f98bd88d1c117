module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x40xf32>) -> (tensor<64x40xf32> {jax.result_info = "result[0]"}, tensor<64x6x34xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<16x40xf32>) -> tensor<1x16x1x40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x16x1x40xf32>) -> tensor<4x16x100x40xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x16x100x40xf32>) -> tensor<64x4000xf32>
    %3 = stablehlo.iota dim = 0 : tensor<64x4000xi32>
    %4 = stablehlo.iota dim = 1 : tensor<64x4000xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<64x4000xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<64x4000xi32>
    %9 = stablehlo.add %6, %8 : tensor<64x4000xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<64x4000xi32>, tensor<i32>) -> tensor<64x4000xi32>
    %11 = stablehlo.convert %10 : (tensor<64x4000xi32>) -> tensor<64x4000xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x4000xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<64x4000xf32>
    %14 = stablehlo.add %2, %13 : tensor<64x4000xf32>
    %15 = stablehlo.reshape %14 : (tensor<64x4000xf32>) -> tensor<64x40x100xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<64x40x100xf32>, tensor<f32>) -> tensor<64x100xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2] : (tensor<64x100xf32>) -> tensor<64x1x100xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %19 = stablehlo.divide %17, %18 : tensor<64x1x100xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<64x40x100xf32>
    %22 = chlo.square %21 : tensor<64x40x100xf32> -> tensor<64x40x100xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<64x40x100xf32>, tensor<f32>) -> tensor<64x100xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 2] : (tensor<64x100xf32>) -> tensor<64x1x100xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %26 = stablehlo.divide %24, %25 : tensor<64x1x100xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %28 = stablehlo.subtract %15, %27 : tensor<64x40x100xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %30 = stablehlo.add %26, %29 : tensor<64x1x100xf32>
    %31 = stablehlo.rsqrt %30 : tensor<64x1x100xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<64x40x100xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x40x100xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<64x40x100xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x40x100xf32>
    %37 = stablehlo.add %35, %36 : tensor<64x40x100xf32>
    %38 = chlo.square %37 : tensor<64x40x100xf32> -> tensor<64x40x100xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<64x40x100xf32>, tensor<f32>) -> tensor<64x40xf32>
    %40 = stablehlo.reshape %arg0 : (tensor<16x40xf32>) -> tensor<1x16x1x40xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x16x1x40xf32>) -> tensor<4x16x100x40xf32>
    %42 = stablehlo.reshape %41 : (tensor<4x16x100x40xf32>) -> tensor<64x4000xf32>
    %43 = stablehlo.iota dim = 0 : tensor<64x4000xi32>
    %44 = stablehlo.iota dim = 1 : tensor<64x4000xi32>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %46 = stablehlo.multiply %45, %43 : tensor<64x4000xi32>
    %c_11 = stablehlo.constant dense<13> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %48 = stablehlo.multiply %47, %44 : tensor<64x4000xi32>
    %49 = stablehlo.add %46, %48 : tensor<64x4000xi32>
    %c_12 = stablehlo.constant dense<23> : tensor<i32>
    %50 = call @remainder(%49, %c_12) : (tensor<64x4000xi32>, tensor<i32>) -> tensor<64x4000xi32>
    %51 = stablehlo.convert %50 : (tensor<64x4000xi32>) -> tensor<64x4000xf32>
    %cst_13 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x4000xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<64x4000xf32>
    %54 = stablehlo.add %42, %53 : tensor<64x4000xf32>
    %55 = stablehlo.reshape %54 : (tensor<64x4000xf32>) -> tensor<64x40x100xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<64x40x100xf32>, tensor<f32>) -> tensor<64x100xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 2] : (tensor<64x100xf32>) -> tensor<64x1x100xf32>
    %cst_15 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %59 = stablehlo.divide %57, %58 : tensor<64x1x100xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %61 = stablehlo.subtract %55, %60 : tensor<64x40x100xf32>
    %62 = chlo.square %61 : tensor<64x40x100xf32> -> tensor<64x40x100xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<64x40x100xf32>, tensor<f32>) -> tensor<64x100xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2] : (tensor<64x100xf32>) -> tensor<64x1x100xf32>
    %cst_17 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %66 = stablehlo.divide %64, %65 : tensor<64x1x100xf32>
    %67 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %68 = stablehlo.subtract %55, %67 : tensor<64x40x100xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x1x100xf32>
    %70 = stablehlo.add %66, %69 : tensor<64x1x100xf32>
    %71 = stablehlo.rsqrt %70 : tensor<64x1x100xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<64x1x100xf32>) -> tensor<64x40x100xf32>
    %73 = stablehlo.multiply %68, %72 : tensor<64x40x100xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x40x100xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<64x40x100xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x40x100xf32>
    %77 = stablehlo.add %75, %76 : tensor<64x40x100xf32>
    %78 = stablehlo.slice %77 [0:64, 0:40:7, 0:100:3] : (tensor<64x40x100xf32>) -> tensor<64x6x34xf32>
    return %39, %78 : tensor<64x40xf32>, tensor<64x6x34xf32>
  }
  func.func private @remainder(%arg0: tensor<64x4000xi32>, %arg1: tensor<i32>) -> tensor<64x4000xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<64x4000xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<64x4000xi32>, tensor<64x4000xi32>) -> tensor<64x4000xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<64x4000xi32>, tensor<64x4000xi32>) -> tensor<64x4000xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<64x4000xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<64x4000xi1>, tensor<64x4000xi1>) -> tensor<64x4000xi1>
    %12 = stablehlo.and %11, %6 : tensor<64x4000xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64x4000xi32>
    %14 = stablehlo.add %4, %13 : tensor<64x4000xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<64x4000xi1>, tensor<64x4000xi32>
    return %15 : tensor<64x4000xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

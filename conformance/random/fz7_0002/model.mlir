module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<6x9xbf16>, %arg2: tensor<5x5x7xf32>) -> (tensor<5x5x7xf32> {jax.result_info = "result[0]"}, tensor<5x5x11xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.59141254> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5x7xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<5x5x7xf32>
    %2 = stablehlo.convert %arg1 : (tensor<6x9xbf16>) -> tensor<6x9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [] : (tensor<6x9xf32>, tensor<f32>) -> tensor<6x9xf32>
    %4 = stablehlo.convert %3 : (tensor<6x9xf32>) -> tensor<6x9xbf16>
    %5 = stablehlo.iota dim = 0 : tensor<7xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<7xf32>) -> tensor<1x1x7xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x7xf32>) -> tensor<5x5x7xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<5x5x7xf32>
    %9 = chlo.atan %8 : tensor<5x5x7xf32> -> tensor<5x5x7xf32>
    %10 = stablehlo.iota dim = 0 : tensor<175xi32>
    %c = stablehlo.constant dense<23> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %12 = stablehlo.multiply %10, %11 : tensor<175xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %14 = stablehlo.add %12, %13 : tensor<175xi32>
    %c_2 = stablehlo.constant dense<17> : tensor<i32>
    %15 = call @remainder(%14, %c_2) : (tensor<175xi32>, tensor<i32>) -> tensor<175xi32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %17 = stablehlo.subtract %15, %16 : tensor<175xi32>
    %18 = stablehlo.convert %17 : (tensor<175xi32>) -> tensor<175xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<175xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<175xf32>
    %21 = stablehlo.reshape %20 : (tensor<175xf32>) -> tensor<5x5x7xf32>
    %22 = stablehlo.abs %21 : tensor<5x5x7xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x5x7xf32>
    %24 = stablehlo.add %22, %23 : tensor<5x5x7xf32>
    %25 = stablehlo.divide %9, %24 : tensor<5x5x7xf32>
    %26 = stablehlo.reshape %4 : (tensor<6x9xbf16>) -> tensor<54xbf16>
    %27 = stablehlo.slice %26 [0:5] : (tensor<54xbf16>) -> tensor<5xbf16>
    %28 = stablehlo.reshape %27 : (tensor<5xbf16>) -> tensor<1x1x5xbf16>
    %29 = stablehlo.convert %28 : (tensor<1x1x5xbf16>) -> tensor<1x1x5xf32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %32 = stablehlo.select %30, %31, %c_10 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<3> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %34 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.select %33, %34, %c_15 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %c_19 = stablehlo.constant dense<7> : tensor<i32>
    %37 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %38 = stablehlo.select %36, %37, %c_20 : tensor<i1>, tensor<i32>
    %39 = stablehlo.dynamic_update_slice %25, %29, %32, %35, %38 : (tensor<5x5x7xf32>, tensor<1x1x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x5x7xf32>
    %40 = stablehlo.reshape %arg0 : (tensor<i1>) -> tensor<1xi1>
    %41 = stablehlo.reshape %40 : (tensor<1xi1>) -> tensor<1x1xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<100x1xi1>
    %43 = stablehlo.reshape %42 : (tensor<100x1xi1>) -> tensor<100xi1>
    %44 = stablehlo.reshape %43 : (tensor<100xi1>) -> tensor<5x5x4xi1>
    %45 = stablehlo.convert %44 : (tensor<5x5x4xi1>) -> tensor<5x5x4xf32>
    %46 = stablehlo.concatenate %39, %45, dim = 2 : (tensor<5x5x7xf32>, tensor<5x5x4xf32>) -> tensor<5x5x11xf32>
    %47 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<5x5x7xf32>) -> tensor<5x5x7xf32>
    return %47, %46 : tensor<5x5x7xf32>, tensor<5x5x11xf32>
  }
  func.func private @remainder(%arg0: tensor<175xi32>, %arg1: tensor<i32>) -> tensor<175xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<175xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<175xi32>, tensor<175xi32>) -> tensor<175xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<175xi32>, tensor<175xi32>) -> tensor<175xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<175xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<175xi1>, tensor<175xi1>) -> tensor<175xi1>
    %12 = stablehlo.and %11, %6 : tensor<175xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<175xi32>
    %14 = stablehlo.add %4, %13 : tensor<175xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<175xi1>, tensor<175xi32>
    return %15 : tensor<175xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

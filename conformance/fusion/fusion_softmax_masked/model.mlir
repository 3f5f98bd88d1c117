module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<15x35xf32>) -> (tensor<300xf32> {jax.result_info = "result[0]"}, tensor<700xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<300x700xi32>
    %1 = stablehlo.iota dim = 0 : tensor<300x700xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %3 = stablehlo.multiply %2, %1 : tensor<300x700xi32>
    %4 = stablehlo.compare LE, %0, %3, SIGNED : (tensor<300x700xi32>, tensor<300x700xi32>) -> tensor<300x700xi1>
    %5 = stablehlo.reshape %arg0 : (tensor<15x35xf32>) -> tensor<1x15x1x35xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x15x1x35xf32>) -> tensor<20x15x20x35xf32>
    %7 = stablehlo.reshape %6 : (tensor<20x15x20x35xf32>) -> tensor<300x700xf32>
    %8 = stablehlo.iota dim = 0 : tensor<300x700xi32>
    %9 = stablehlo.iota dim = 1 : tensor<300x700xi32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %11 = stablehlo.multiply %10, %8 : tensor<300x700xi32>
    %c_1 = stablehlo.constant dense<13> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %13 = stablehlo.multiply %12, %9 : tensor<300x700xi32>
    %14 = stablehlo.add %11, %13 : tensor<300x700xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %15 = call @remainder(%14, %c_2) : (tensor<300x700xi32>, tensor<i32>) -> tensor<300x700xi32>
    %16 = stablehlo.convert %15 : (tensor<300x700xi32>) -> tensor<300x700xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<300x700xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<300x700xf32>
    %19 = stablehlo.add %7, %18 : tensor<300x700xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = call @_where_0(%4, %19, %cst_3) : (tensor<300x700xi1>, tensor<300x700xf32>, tensor<f32>) -> tensor<300x700xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<300x700xf32>, tensor<f32>) -> tensor<300xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<300xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x700xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<300x700xf32>
    %27 = stablehlo.exponential %26 : tensor<300x700xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<300x700xf32>, tensor<f32>) -> tensor<300xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x700xf32>
    %31 = stablehlo.divide %27, %30 : tensor<300x700xf32>
    %32 = stablehlo.iota dim = 0 : tensor<700xf32>
    %cst_7 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<700xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<700xf32>
    %35 = stablehlo.cosine %34 : tensor<700xf32>
    %cst_8 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<700xf32>
    %37 = stablehlo.add %35, %36 : tensor<700xf32>
    %38 = stablehlo.iota dim = 0 : tensor<300xf32>
    %cst_9 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<300xf32>
    %41 = stablehlo.sine %40 : tensor<300xf32>
    %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %43 = stablehlo.add %41, %42 : tensor<300xf32>
    %44 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<700xf32>) -> tensor<1x700xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x700xf32>) -> tensor<300x700xf32>
    %46 = stablehlo.multiply %31, %45 : tensor<300x700xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<300x700xf32>, tensor<f32>) -> tensor<300xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x700xf32>
    %50 = stablehlo.multiply %31, %49 : tensor<300x700xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<300x700xf32>, tensor<f32>) -> tensor<700xf32>
    return %47, %51 : tensor<300xf32>, tensor<700xf32>
  }
  func.func private @remainder(%arg0: tensor<300x700xi32>, %arg1: tensor<i32>) -> tensor<300x700xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<300x700xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<300x700xi32>, tensor<300x700xi32>) -> tensor<300x700xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<300x700xi32>, tensor<300x700xi32>) -> tensor<300x700xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<300x700xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<300x700xi1>, tensor<300x700xi1>) -> tensor<300x700xi1>
    %12 = stablehlo.and %11, %6 : tensor<300x700xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x700xi32>
    %14 = stablehlo.add %4, %13 : tensor<300x700xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<300x700xi1>, tensor<300x700xi32>
    return %15 : tensor<300x700xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<300x700xi1>, %arg1: tensor<300x700xf32>, %arg2: tensor<f32>) -> tensor<300x700xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<300x700xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<300x700xi1>, tensor<300x700xf32>
    return %2 : tensor<300x700xf32>
  }
}

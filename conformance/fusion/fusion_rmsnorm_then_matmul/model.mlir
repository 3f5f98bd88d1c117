module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x32xf32>, %arg1: tensor<256x50xf32>) -> (tensor<300xf32> {jax.result_info = "result[0]"}, tensor<50xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<10x32xf32>) -> tensor<1x10x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x10x1x32xf32>) -> tensor<30x10x8x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<30x10x8x32xf32>) -> tensor<300x256xf32>
    %3 = stablehlo.iota dim = 0 : tensor<300x256xi32>
    %4 = stablehlo.iota dim = 1 : tensor<300x256xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<300x256xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<300x256xi32>
    %9 = stablehlo.add %6, %8 : tensor<300x256xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<300x256xi32>, tensor<i32>) -> tensor<300x256xi32>
    %11 = stablehlo.convert %10 : (tensor<300x256xi32>) -> tensor<300x256xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<300x256xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<300x256xf32>
    %14 = stablehlo.add %2, %13 : tensor<300x256xf32>
    %15 = stablehlo.reshape %arg0 : (tensor<10x32xf32>) -> tensor<1x10x1x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x10x1x32xf32>) -> tensor<30x10x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<30x10x8x32xf32>) -> tensor<300x256xf32>
    %18 = stablehlo.iota dim = 0 : tensor<300x256xi32>
    %19 = stablehlo.iota dim = 1 : tensor<300x256xi32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %21 = stablehlo.multiply %20, %18 : tensor<300x256xi32>
    %c_3 = stablehlo.constant dense<13> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %23 = stablehlo.multiply %22, %19 : tensor<300x256xi32>
    %24 = stablehlo.add %21, %23 : tensor<300x256xi32>
    %c_4 = stablehlo.constant dense<23> : tensor<i32>
    %25 = call @remainder(%24, %c_4) : (tensor<300x256xi32>, tensor<i32>) -> tensor<300x256xi32>
    %26 = stablehlo.convert %25 : (tensor<300x256xi32>) -> tensor<300x256xf32>
    %cst_5 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<300x256xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<300x256xf32>
    %29 = stablehlo.add %17, %28 : tensor<300x256xf32>
    %30 = chlo.square %29 : tensor<300x256xf32> -> tensor<300x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<300x256xf32>, tensor<f32>) -> tensor<300xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<300x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<300x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<300x1xf32>
    %36 = stablehlo.add %34, %35 : tensor<300x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<300x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x256xf32>
    %39 = stablehlo.multiply %14, %38 : tensor<300x256xf32>
    %40 = stablehlo.dot_general %39, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<300x256xf32>, tensor<256x50xf32>) -> tensor<300x50xf32>
    %41 = stablehlo.iota dim = 0 : tensor<50xf32>
    %cst_9 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<50xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<50xf32>
    %44 = stablehlo.cosine %43 : tensor<50xf32>
    %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<50xf32>
    %46 = stablehlo.add %44, %45 : tensor<50xf32>
    %47 = stablehlo.iota dim = 0 : tensor<300xf32>
    %cst_11 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<300xf32>
    %50 = stablehlo.sine %49 : tensor<300xf32>
    %cst_12 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %52 = stablehlo.add %50, %51 : tensor<300xf32>
    %53 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<50xf32>) -> tensor<1x50xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<1x50xf32>) -> tensor<300x50xf32>
    %55 = stablehlo.multiply %40, %54 : tensor<300x50xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<300x50xf32>, tensor<f32>) -> tensor<300xf32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x50xf32>
    %59 = stablehlo.multiply %40, %58 : tensor<300x50xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<300x50xf32>, tensor<f32>) -> tensor<50xf32>
    return %56, %60 : tensor<300xf32>, tensor<50xf32>
  }
  func.func private @remainder(%arg0: tensor<300x256xi32>, %arg1: tensor<i32>) -> tensor<300x256xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<300x256xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<300x256xi32>, tensor<300x256xi32>) -> tensor<300x256xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<300x256xi32>, tensor<300x256xi32>) -> tensor<300x256xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<300x256xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<300x256xi1>, tensor<300x256xi1>) -> tensor<300x256xi1>
    %12 = stablehlo.and %11, %6 : tensor<300x256xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x256xi32>
    %14 = stablehlo.add %4, %13 : tensor<300x256xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<300x256xi1>, tensor<300x256xi32>
    return %15 : tensor<300x256xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

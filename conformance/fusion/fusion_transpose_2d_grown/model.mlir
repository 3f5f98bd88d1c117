module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x11xf32>) -> (tensor<517xf32> {jax.result_info = "result[0]"}, tensor<333xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<9x11xf32>) -> tensor<1x9x1x11xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x9x1x11xf32>) -> tensor<37x9x47x11xf32>
    %2 = stablehlo.reshape %1 : (tensor<37x9x47x11xf32>) -> tensor<333x517xf32>
    %3 = stablehlo.iota dim = 0 : tensor<333x517xi32>
    %4 = stablehlo.iota dim = 1 : tensor<333x517xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<333x517xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<333x517xi32>
    %9 = stablehlo.add %6, %8 : tensor<333x517xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<333x517xi32>, tensor<i32>) -> tensor<333x517xi32>
    %11 = stablehlo.convert %10 : (tensor<333x517xi32>) -> tensor<333x517xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<333x517xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<333x517xf32>
    %14 = stablehlo.add %2, %13 : tensor<333x517xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<333x517xf32>) -> tensor<517x333xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<517x333xf32>
    %17 = stablehlo.add %15, %16 : tensor<517x333xf32>
    %18 = stablehlo.iota dim = 0 : tensor<333xf32>
    %cst_3 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<333xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<333xf32>
    %21 = stablehlo.cosine %20 : tensor<333xf32>
    %cst_4 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<333xf32>
    %23 = stablehlo.add %21, %22 : tensor<333xf32>
    %24 = stablehlo.iota dim = 0 : tensor<517xf32>
    %cst_5 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<517xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<517xf32>
    %27 = stablehlo.sine %26 : tensor<517xf32>
    %cst_6 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<517xf32>
    %29 = stablehlo.add %27, %28 : tensor<517xf32>
    %30 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<333xf32>) -> tensor<1x333xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x333xf32>) -> tensor<517x333xf32>
    %32 = stablehlo.multiply %17, %31 : tensor<517x333xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<517x333xf32>, tensor<f32>) -> tensor<517xf32>
    %34 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<517xf32>) -> tensor<517x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<517x1xf32>) -> tensor<517x333xf32>
    %36 = stablehlo.multiply %17, %35 : tensor<517x333xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<517x333xf32>, tensor<f32>) -> tensor<333xf32>
    return %33, %37 : tensor<517xf32>, tensor<333xf32>
  }
  func.func private @remainder(%arg0: tensor<333x517xi32>, %arg1: tensor<i32>) -> tensor<333x517xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<333x517xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<333x517xi32>, tensor<333x517xi32>) -> tensor<333x517xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<333x517xi32>, tensor<333x517xi32>) -> tensor<333x517xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<333x517xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<333x517xi1>, tensor<333x517xi1>) -> tensor<333x517xi1>
    %12 = stablehlo.and %11, %6 : tensor<333x517xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<333x517xi32>
    %14 = stablehlo.add %4, %13 : tensor<333x517xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<333x517xi1>, tensor<333x517xi32>
    return %15 : tensor<333x517xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

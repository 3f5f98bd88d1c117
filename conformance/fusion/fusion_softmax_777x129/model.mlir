module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x33xf32>) -> (tensor<777xf32> {jax.result_info = "result[0]"}, tensor<129xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<16x33xf32>) -> tensor<1x16x1x33xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x16x1x33xf32>) -> tensor<49x16x4x33xf32>
    %2 = stablehlo.reshape %1 : (tensor<49x16x4x33xf32>) -> tensor<784x132xf32>
    %3 = stablehlo.slice %2 [0:777, 0:129] : (tensor<784x132xf32>) -> tensor<777x129xf32>
    %4 = stablehlo.iota dim = 0 : tensor<777x129xi32>
    %5 = stablehlo.iota dim = 1 : tensor<777x129xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %7 = stablehlo.multiply %6, %4 : tensor<777x129xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %9 = stablehlo.multiply %8, %5 : tensor<777x129xi32>
    %10 = stablehlo.add %7, %9 : tensor<777x129xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<777x129xi32>, tensor<i32>) -> tensor<777x129xi32>
    %12 = stablehlo.convert %11 : (tensor<777x129xi32>) -> tensor<777x129xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<777x129xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<777x129xf32>
    %15 = stablehlo.add %3, %14 : tensor<777x129xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<777x129xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<777x129xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<777x129xf32>, tensor<f32>) -> tensor<777xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<777xf32>) -> tensor<777x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<777x1xf32>) -> tensor<777x129xf32>
    %21 = stablehlo.subtract %17, %20 : tensor<777x129xf32>
    %22 = stablehlo.exponential %21 : tensor<777x129xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<777x129xf32>, tensor<f32>) -> tensor<777xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<777xf32>) -> tensor<777x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<777x1xf32>) -> tensor<777x129xf32>
    %26 = stablehlo.divide %22, %25 : tensor<777x129xf32>
    %27 = stablehlo.iota dim = 0 : tensor<129xf32>
    %cst_5 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<129xf32>
    %30 = stablehlo.cosine %29 : tensor<129xf32>
    %cst_6 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %32 = stablehlo.add %30, %31 : tensor<129xf32>
    %33 = stablehlo.iota dim = 0 : tensor<777xf32>
    %cst_7 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<777xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<777xf32>
    %36 = stablehlo.sine %35 : tensor<777xf32>
    %cst_8 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<777xf32>
    %38 = stablehlo.add %36, %37 : tensor<777xf32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<129xf32>) -> tensor<1x129xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x129xf32>) -> tensor<777x129xf32>
    %41 = stablehlo.multiply %26, %40 : tensor<777x129xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<777x129xf32>, tensor<f32>) -> tensor<777xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<777xf32>) -> tensor<777x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<777x1xf32>) -> tensor<777x129xf32>
    %45 = stablehlo.multiply %26, %44 : tensor<777x129xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<777x129xf32>, tensor<f32>) -> tensor<129xf32>
    return %42, %46 : tensor<777xf32>, tensor<129xf32>
  }
  func.func private @remainder(%arg0: tensor<777x129xi32>, %arg1: tensor<i32>) -> tensor<777x129xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<777x129xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<777x129xi32>, tensor<777x129xi32>) -> tensor<777x129xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<777x129xi32>, tensor<777x129xi32>) -> tensor<777x129xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<777x129xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<777x129xi1>, tensor<777x129xi1>) -> tensor<777x129xi1>
    %12 = stablehlo.and %11, %6 : tensor<777x129xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<777x129xi32>
    %14 = stablehlo.add %4, %13 : tensor<777x129xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<777x129xi1>, tensor<777x129xi32>
    return %15 : tensor<777x129xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x19xf32>, %arg1: tensor<290xf32>, %arg2: tensor<513xf32>) -> (tensor<290xf32> {jax.result_info = "result[0]"}, tensor<513xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<10x19xf32>) -> tensor<1x10x1x19xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x10x1x19xf32>) -> tensor<29x10x27x19xf32>
    %2 = stablehlo.reshape %1 : (tensor<29x10x27x19xf32>) -> tensor<290x513xf32>
    %3 = stablehlo.iota dim = 0 : tensor<290x513xi32>
    %4 = stablehlo.iota dim = 1 : tensor<290x513xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<290x513xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<290x513xi32>
    %9 = stablehlo.add %6, %8 : tensor<290x513xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<290x513xi32>, tensor<i32>) -> tensor<290x513xi32>
    %11 = stablehlo.convert %10 : (tensor<290x513xi32>) -> tensor<290x513xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<290x513xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<290x513xf32>
    %14 = stablehlo.add %2, %13 : tensor<290x513xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<290xf32>) -> tensor<290x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<290x1xf32>) -> tensor<290x513xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<290x513xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<513xf32>) -> tensor<1x513xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x513xf32>) -> tensor<290x513xf32>
    %20 = stablehlo.add %17, %19 : tensor<290x513xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<290x513xf32>
    %22 = stablehlo.maximum %20, %21 : tensor<290x513xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<290x513xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<513xf32>
    %25 = stablehlo.minimum %arg2, %24 : tensor<513xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<513xf32>) -> tensor<1x513xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x513xf32>) -> tensor<290x513xf32>
    %28 = stablehlo.subtract %23, %27 : tensor<290x513xf32>
    %29 = stablehlo.iota dim = 0 : tensor<513xf32>
    %cst_4 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<513xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<513xf32>
    %32 = stablehlo.cosine %31 : tensor<513xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<513xf32>
    %34 = stablehlo.add %32, %33 : tensor<513xf32>
    %35 = stablehlo.iota dim = 0 : tensor<290xf32>
    %cst_6 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<290xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<290xf32>
    %38 = stablehlo.sine %37 : tensor<290xf32>
    %cst_7 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<290xf32>
    %40 = stablehlo.add %38, %39 : tensor<290xf32>
    %41 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<513xf32>) -> tensor<1x513xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x513xf32>) -> tensor<290x513xf32>
    %43 = stablehlo.multiply %28, %42 : tensor<290x513xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<290x513xf32>, tensor<f32>) -> tensor<290xf32>
    %45 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<290xf32>) -> tensor<290x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<290x1xf32>) -> tensor<290x513xf32>
    %47 = stablehlo.multiply %28, %46 : tensor<290x513xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<290x513xf32>, tensor<f32>) -> tensor<513xf32>
    return %44, %48 : tensor<290xf32>, tensor<513xf32>
  }
  func.func private @remainder(%arg0: tensor<290x513xi32>, %arg1: tensor<i32>) -> tensor<290x513xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<290x513xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<290x513xi32>, tensor<290x513xi32>) -> tensor<290x513xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<290x513xi32>, tensor<290x513xi32>) -> tensor<290x513xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<290x513xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<290x513xi1>, tensor<290x513xi1>) -> tensor<290x513xi1>
    %12 = stablehlo.and %11, %6 : tensor<290x513xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<290x513xi32>
    %14 = stablehlo.add %4, %13 : tensor<290x513xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<290x513xi1>, tensor<290x513xi32>
    return %15 : tensor<290x513xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

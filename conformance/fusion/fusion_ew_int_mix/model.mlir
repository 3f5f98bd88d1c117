module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x7xf32>, %arg1: tensor<i32>) -> (tensor<300xf32> {jax.result_info = "result[0]"}, tensor<301xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<300x301xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %2 = stablehlo.add %0, %1 : tensor<300x301xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %3 = call @remainder(%2, %c) : (tensor<300x301xi32>, tensor<i32>) -> tensor<300x301xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<300x301xi32>, tensor<300x301xi32>) -> tensor<300x301xi1>
    %6 = stablehlo.reshape %arg0 : (tensor<12x7xf32>) -> tensor<1x12x1x7xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x12x1x7xf32>) -> tensor<25x12x43x7xf32>
    %8 = stablehlo.reshape %7 : (tensor<25x12x43x7xf32>) -> tensor<300x301xf32>
    %9 = stablehlo.iota dim = 0 : tensor<300x301xi32>
    %10 = stablehlo.iota dim = 1 : tensor<300x301xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %12 = stablehlo.multiply %11, %9 : tensor<300x301xi32>
    %c_2 = stablehlo.constant dense<13> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %14 = stablehlo.multiply %13, %10 : tensor<300x301xi32>
    %15 = stablehlo.add %12, %14 : tensor<300x301xi32>
    %c_3 = stablehlo.constant dense<23> : tensor<i32>
    %16 = call @remainder(%15, %c_3) : (tensor<300x301xi32>, tensor<i32>) -> tensor<300x301xi32>
    %17 = stablehlo.convert %16 : (tensor<300x301xi32>) -> tensor<300x301xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<300x301xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<300x301xf32>
    %20 = stablehlo.add %8, %19 : tensor<300x301xf32>
    %21 = stablehlo.reshape %arg0 : (tensor<12x7xf32>) -> tensor<1x12x1x7xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x12x1x7xf32>) -> tensor<25x12x43x7xf32>
    %23 = stablehlo.reshape %22 : (tensor<25x12x43x7xf32>) -> tensor<300x301xf32>
    %24 = stablehlo.iota dim = 0 : tensor<300x301xi32>
    %25 = stablehlo.iota dim = 1 : tensor<300x301xi32>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %27 = stablehlo.multiply %26, %24 : tensor<300x301xi32>
    %c_5 = stablehlo.constant dense<13> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %29 = stablehlo.multiply %28, %25 : tensor<300x301xi32>
    %30 = stablehlo.add %27, %29 : tensor<300x301xi32>
    %c_6 = stablehlo.constant dense<23> : tensor<i32>
    %31 = call @remainder(%30, %c_6) : (tensor<300x301xi32>, tensor<i32>) -> tensor<300x301xi32>
    %32 = stablehlo.convert %31 : (tensor<300x301xi32>) -> tensor<300x301xf32>
    %cst_7 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<300x301xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<300x301xf32>
    %35 = stablehlo.add %23, %34 : tensor<300x301xf32>
    %36 = stablehlo.negate %35 : tensor<300x301xf32>
    %37 = call @_where_0(%5, %20, %36) : (tensor<300x301xi1>, tensor<300x301xf32>, tensor<300x301xf32>) -> tensor<300x301xf32>
    %38 = stablehlo.iota dim = 0 : tensor<301xf32>
    %cst_8 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<301xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<301xf32>
    %41 = stablehlo.cosine %40 : tensor<301xf32>
    %cst_9 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<301xf32>
    %43 = stablehlo.add %41, %42 : tensor<301xf32>
    %44 = stablehlo.iota dim = 0 : tensor<300xf32>
    %cst_10 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<300xf32>
    %47 = stablehlo.sine %46 : tensor<300xf32>
    %cst_11 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %49 = stablehlo.add %47, %48 : tensor<300xf32>
    %50 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<301xf32>) -> tensor<1x301xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x301xf32>) -> tensor<300x301xf32>
    %52 = stablehlo.multiply %37, %51 : tensor<300x301xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<300x301xf32>, tensor<f32>) -> tensor<300xf32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<300xf32>) -> tensor<300x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<300x1xf32>) -> tensor<300x301xf32>
    %56 = stablehlo.multiply %37, %55 : tensor<300x301xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<300x301xf32>, tensor<f32>) -> tensor<301xf32>
    return %53, %57 : tensor<300xf32>, tensor<301xf32>
  }
  func.func private @remainder(%arg0: tensor<300x301xi32>, %arg1: tensor<i32>) -> tensor<300x301xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<300x301xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<300x301xi32>, tensor<300x301xi32>) -> tensor<300x301xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<300x301xi32>, tensor<300x301xi32>) -> tensor<300x301xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<300x301xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<300x301xi1>, tensor<300x301xi1>) -> tensor<300x301xi1>
    %12 = stablehlo.and %11, %6 : tensor<300x301xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<300x301xi32>
    %14 = stablehlo.add %4, %13 : tensor<300x301xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<300x301xi1>, tensor<300x301xi32>
    return %15 : tensor<300x301xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<300x301xi1>, %arg1: tensor<300x301xf32>, %arg2: tensor<300x301xf32>) -> tensor<300x301xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<300x301xi1>, tensor<300x301xf32>
    return %0 : tensor<300x301xf32>
  }
}

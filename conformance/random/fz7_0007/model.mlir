module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi32>, %arg1: tensor<ui8>, %arg2: tensor<7x4xf16>) -> (tensor<7x4xi1> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.floor %arg2 : tensor<7x4xf16>
    %1 = stablehlo.reshape %0 : (tensor<7x4xf16>) -> tensor<28xf16>
    %2 = stablehlo.slice %1 [0:2] : (tensor<28xf16>) -> tensor<2xf16>
    %3 = stablehlo.reshape %2 : (tensor<2xf16>) -> tensor<1x2xf16>
    %4 = stablehlo.reshape %arg0 : (tensor<3x5xi32>) -> tensor<15xi32>
    %5 = stablehlo.slice %4 [8:9] : (tensor<15xi32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.reshape %arg1 : (tensor<ui8>) -> tensor<1xui8>
    %8 = stablehlo.reshape %7 : (tensor<1xui8>) -> tensor<ui8>
    %9 = stablehlo.convert %8 : (tensor<ui8>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %11 = stablehlo.add %6, %c_0 : tensor<i32>
    %12 = stablehlo.select %10, %11, %6 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %9, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %9, %c_2 : tensor<i32>
    %15 = stablehlo.select %13, %14, %9 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_update_slice %0, %3, %12, %15 : (tensor<7x4xf16>, tensor<1x2xf16>, tensor<i32>, tensor<i32>) -> tensor<7x4xf16>
    %17 = call @softplus(%0) : (tensor<7x4xf16>) -> tensor<7x4xf16>
    %18 = stablehlo.iota dim = 0 : tensor<28xi32>
    %c_3 = stablehlo.constant dense<15> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %20 = stablehlo.multiply %18, %19 : tensor<28xi32>
    %c_4 = stablehlo.constant dense<20> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %22 = stablehlo.add %20, %21 : tensor<28xi32>
    %c_5 = stablehlo.constant dense<23> : tensor<i32>
    %23 = call @remainder(%22, %c_5) : (tensor<28xi32>, tensor<i32>) -> tensor<28xi32>
    %c_6 = stablehlo.constant dense<11> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %25 = stablehlo.subtract %23, %24 : tensor<28xi32>
    %26 = stablehlo.convert %25 : (tensor<28xi32>) -> tensor<28xf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f16>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<28xf16>
    %28 = stablehlo.multiply %26, %27 : tensor<28xf16>
    %29 = stablehlo.reshape %28 : (tensor<28xf16>) -> tensor<7x4xf16>
    %30 = stablehlo.abs %29 : tensor<7x4xf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f16>) -> tensor<7x4xf16>
    %32 = stablehlo.add %30, %31 : tensor<7x4xf16>
    %33 = stablehlo.divide %16, %32 : tensor<7x4xf16>
    %34 = stablehlo.compare EQ, %17, %33, FLOAT : (tensor<7x4xf16>, tensor<7x4xf16>) -> tensor<7x4xi1>
    return %34 : tensor<7x4xi1>
  }
  func.func private @softplus(%arg0: tensor<7x4xf16>) -> tensor<7x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<7x4xf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7x4xf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<7x4xf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<7x4xf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<7x4xf16>, tensor<7x4xf16>) -> tensor<7x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<7x4xf16>
    %6 = stablehlo.add %arg0, %5 : tensor<7x4xf16>
    %7 = stablehlo.abs %3 : tensor<7x4xf16>
    %8 = stablehlo.negate %7 : tensor<7x4xf16>
    %9 = stablehlo.exponential %8 : tensor<7x4xf16>
    %10 = stablehlo.log_plus_one %9 : tensor<7x4xf16>
    %11 = stablehlo.add %1, %10 : tensor<7x4xf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<7x4xi1>, tensor<7x4xf16>
    return %12 : tensor<7x4xf16>
  }
  func.func private @remainder(%arg0: tensor<28xi32>, %arg1: tensor<i32>) -> tensor<28xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<28xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<28xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<28xi1>, tensor<28xi1>) -> tensor<28xi1>
    %12 = stablehlo.and %11, %6 : tensor<28xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %14 = stablehlo.add %4, %13 : tensor<28xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<28xi1>, tensor<28xi32>
    return %15 : tensor<28xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

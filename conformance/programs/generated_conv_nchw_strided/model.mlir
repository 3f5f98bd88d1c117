module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<24x16x3x3xf32>) -> (tensor<4x24xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<147456xi32>
    %c = stablehlo.constant dense<29> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<147456xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<147456xi32>
    %c_0 = stablehlo.constant dense<101> : tensor<i32>
    %3 = call @remainder(%2, %c_0) : (tensor<147456xi32>, tensor<i32>) -> tensor<147456xi32>
    %4 = stablehlo.convert %3 : (tensor<147456xi32>) -> tensor<147456xf32>
    %cst = stablehlo.constant dense<1.010000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<147456xf32>
    %6 = stablehlo.divide %4, %5 : tensor<147456xf32>
    %cst_1 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<147456xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<147456xf32>
    %9 = stablehlo.reshape %8 : (tensor<147456xf32>) -> tensor<4x16x48x48xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x16x48x48xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<4x16x48x48xf32>
    %12 = stablehlo.convolution(%11, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x48x48xf32>, tensor<24x16x3x3xf32>) -> tensor<4x24x24x24xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x24x24x24xf32>, tensor<f32>) -> tensor<4x24xf32>
    return %13 : tensor<4x24xf32>
  }
  func.func private @remainder(%arg0: tensor<147456xi32>, %arg1: tensor<i32>) -> tensor<147456xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<147456xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<147456xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<147456xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<147456xi32>, tensor<147456xi32>) -> tensor<147456xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<147456xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<147456xi32>, tensor<147456xi32>) -> tensor<147456xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<147456xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<147456xi1>, tensor<147456xi1>) -> tensor<147456xi1>
    %12 = stablehlo.and %11, %6 : tensor<147456xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<147456xi32>
    %14 = stablehlo.add %4, %13 : tensor<147456xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<147456xi1>, tensor<147456xi32>
    return %15 : tensor<147456xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

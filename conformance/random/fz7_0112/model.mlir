module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<7x7x9x1xi1>) -> (tensor<1x2xf32> {jax.result_info = "result[0]"}, tensor<2x6x0xf32> {jax.result_info = "result[1]"}, tensor<1x3x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %3 = stablehlo.reshape %2 : (tensor<6xf32>) -> tensor<2x3x1xf32>
    %4 = stablehlo.reshape %arg1 : (tensor<7x7x9x1xi1>) -> tensor<441xi1>
    %5 = stablehlo.slice %4 [0:18] : (tensor<441xi1>) -> tensor<18xi1>
    %6 = stablehlo.reshape %5 : (tensor<18xi1>) -> tensor<3x3x2xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3x2xi1>) -> tensor<3x3x2xf32>
    %8 = stablehlo.convolution(%3, %7) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x1xf32>, tensor<3x3x2xf32>) -> tensor<2x3x0xf32>
    %9 = stablehlo.slice %arg0 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %10 = stablehlo.reshape %9 : (tensor<2xf32>) -> tensor<1x1x2xf32>
    %11 = stablehlo.reshape %arg1 : (tensor<7x7x9x1xi1>) -> tensor<441xi1>
    %12 = stablehlo.slice %11 [0:3] : (tensor<441xi1>) -> tensor<3xi1>
    %13 = stablehlo.reshape %12 : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %14 = stablehlo.convert %13 : (tensor<3x1x1xi1>) -> tensor<3x1x1xf32>
    %15 = stablehlo.convolution(%10, %14) dim_numbers = [0, f, b]x[o, i, 0]->[0, f, b], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x2xf32>, tensor<3x1x1xf32>) -> tensor<1x3x2xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x2xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xi1>
    %18 = call @_where(%17, %15, %15) : (tensor<1x3x2xi1>, tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<1x3x2xf32>, tensor<f32>) -> tensor<1x2xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xf32>) -> tensor<2xf32>
    %21 = stablehlo.reshape %20 : (tensor<2xf32>) -> tensor<1x2xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<3x2xf32>
    %23 = stablehlo.reshape %22 : (tensor<3x2xf32>) -> tensor<6xf32>
    %24 = stablehlo.reshape %23 : (tensor<6xf32>) -> tensor<1x3x2xf32>
    %25 = stablehlo.minimum %18, %24 : tensor<1x3x2xf32>
    %26 = stablehlo.reshape %8 : (tensor<2x3x0xf32>) -> tensor<1x2x1x3x1x0xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x2x1x3x1x0xf32>) -> tensor<1x2x2x3x2x0xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x2x2x3x2x0xf32>) -> tensor<2x6x0xf32>
    %29 = call @round(%28) : (tensor<2x6x0xf32>) -> tensor<2x6x0xf32>
    %30 = stablehlo.reshape %15 : (tensor<1x3x2xf32>) -> tensor<6xf32>
    %31 = stablehlo.slice %30 [0:2] : (tensor<6xf32>) -> tensor<2xf32>
    %32 = stablehlo.dot_general %31, %19, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<1x2xf32>) -> tensor<2x1xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<2x1xf32>) -> tensor<1x2xf32>
    %34 = call @sort(%33) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %34, %29, %25 : tensor<1x2xf32>, tensor<2x6x0xf32>, tensor<1x3x2xf32>
  }
  func.func private @_where(%arg0: tensor<1x3x2xi1>, %arg1: tensor<1x3x2xf32>, %arg2: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x3x2xi1>, tensor<1x3x2xf32>
    return %0 : tensor<1x3x2xf32>
  }
  func.func private @round(%arg0: tensor<2x6x0xf32>) -> tensor<2x6x0xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<2x6x0xf32>
    return %0 : tensor<2x6x0xf32>
  }
  func.func private @sort(%arg0: tensor<1x2xf32>) -> tensor<1x2xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %0 : tensor<1x2xf32>
  }
}

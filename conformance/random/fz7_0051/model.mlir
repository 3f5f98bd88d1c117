module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<6x9x2xf32> {jax.result_info = "result[0]"}, tensor<1x3x2xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<48x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<48x4xf32>) -> tensor<192xf32>
    %3 = stablehlo.reshape %2 : (tensor<192xf32>) -> tensor<2x4x6x4xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<6x4xf32>) -> tensor<24xf32>
    %7 = stablehlo.reshape %6 : (tensor<24xf32>) -> tensor<3x4x1x2xf32>
    %8 = stablehlo.convolution(%3, %7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x6x4xf32>, tensor<3x4x1x2xf32>) -> tensor<2x3x6x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x6x3xf32>
    %10 = stablehlo.compare GT, %8, %9, FLOAT : (tensor<2x3x6x3xf32>, tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xi1>
    %11 = call @_where(%10, %8, %8) : (tensor<2x3x6x3xi1>, tensor<2x3x6x3xf32>, tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x3x6x3xf32>) -> tensor<108xf32>
    %13 = stablehlo.slice %12 [0:15] : (tensor<108xf32>) -> tensor<15xf32>
    %14 = stablehlo.reshape %13 : (tensor<15xf32>) -> tensor<5x3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x3xf32>
    %16 = stablehlo.convolution(%14, %15) dim_numbers = [0, f, b]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<5x3x1xf32>, tensor<3x1x3xf32>) -> tensor<1x3x2xf32>
    %17 = call @sort(%8) : (tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32>
    %18 = call @sort_0(%17) : (tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %21 = stablehlo.multiply %19, %20 : tensor<24xi32>
    %c_1 = stablehlo.constant dense<20> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %23 = stablehlo.add %21, %22 : tensor<24xi32>
    %c_2 = stablehlo.constant dense<19> : tensor<i32>
    %24 = call @remainder(%23, %c_2) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_3 = stablehlo.constant dense<9> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %26 = stablehlo.subtract %24, %25 : tensor<24xi32>
    %27 = stablehlo.convert %26 : (tensor<24xi32>) -> tensor<24xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<24xf32>
    %30 = stablehlo.reshape %29 : (tensor<24xf32>) -> tensor<4x6xf32>
    %31 = stablehlo.dot_general %arg0, %30, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x6xf32>) -> tensor<6xf32>
    %32 = stablehlo.reshape %18 : (tensor<2x3x6x3xf32>) -> tensor<6x9x2xf32>
    return %32, %16, %31 : tensor<6x9x2xf32>, tensor<1x3x2xf32>, tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<2x3x6x3xi1>, %arg1: tensor<2x3x6x3xf32>, %arg2: tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3x6x3xi1>, tensor<2x3x6x3xf32>
    return %0 : tensor<2x3x6x3xf32>
  }
  func.func private @sort(%arg0: tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 2 : i64, is_stable = true}> ({
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
    }) : (tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32>
    return %0 : tensor<2x3x6x3xf32>
  }
  func.func private @sort_0(%arg0: tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 3 : i64, is_stable = true}> ({
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
    }) : (tensor<2x3x6x3xf32>) -> tensor<2x3x6x3xf32>
    return %0 : tensor<2x3x6x3xf32>
  }
  func.func private @remainder(%arg0: tensor<24xi32>, %arg1: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<24xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<24xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<24xi1>, tensor<24xi1>) -> tensor<24xi1>
    %12 = stablehlo.and %11, %6 : tensor<24xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %14 = stablehlo.add %4, %13 : tensor<24xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<24xi1>, tensor<24xi32>
    return %15 : tensor<24xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

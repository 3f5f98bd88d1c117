module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf16>) -> (tensor<1x2x1x2xf16> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.minimum across dimensions = [0] : (tensor<5xf16>, tensor<f16>) -> tensor<f16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %2 = stablehlo.reshape %1 : (tensor<1xf16>) -> tensor<1x1xf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf16>) -> tensor<48x1xf16>
    %4 = stablehlo.reshape %3 : (tensor<48x1xf16>) -> tensor<48xf16>
    %5 = stablehlo.reshape %4 : (tensor<48xf16>) -> tensor<1x4x3x4xf16>
    %6 = stablehlo.reshape %1 : (tensor<1xf16>) -> tensor<1x1xf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xf16>) -> tensor<48x1xf16>
    %8 = stablehlo.reshape %7 : (tensor<48x1xf16>) -> tensor<48xf16>
    %9 = stablehlo.reshape %8 : (tensor<48xf16>) -> tensor<2x4x2x3xf16>
    %10 = stablehlo.convolution(%5, %9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x3x4xf16>, tensor<2x4x2x3xf16>) -> tensor<1x2x1x2xf16>
    %11 = call @sort(%10) : (tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<1x2x1x2xf16>
    %13 = stablehlo.compare GT, %11, %12, FLOAT : (tensor<1x2x1x2xf16>, tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xi1>
    %14 = call @_where(%13, %11, %10) : (tensor<1x2x1x2xi1>, tensor<1x2x1x2xf16>, tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xf16>
    %15 = stablehlo.reshape %11 : (tensor<1x2x1x2xf16>) -> tensor<4xf16>
    %16 = stablehlo.reshape %15 : (tensor<4xf16>) -> tensor<1x2x1x2xf16>
    %17 = stablehlo.subtract %14, %16 : tensor<1x2x1x2xf16>
    %18 = stablehlo.iota dim = 0 : tensor<5xf16>
    %19 = stablehlo.multiply %arg0, %18 : tensor<5xf16>
    %20 = stablehlo.slice %19 [0:4] : (tensor<5xf16>) -> tensor<4xf16>
    %21 = stablehlo.reshape %20 : (tensor<4xf16>) -> tensor<2x1x2xf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %c, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.select %22, %23, %c_4 : tensor<i1>, tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%17, %25, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      stablehlo.return %arg2 : tensor<f16>
    }) : (tensor<1x2x1x2xf16>, tensor<1xi32>, tensor<2x1x2xf16>) -> tensor<1x2x1x2xf16>
    return %26 : tensor<1x2x1x2xf16>
  }
  func.func private @sort(%arg0: tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xf16>
    return %0 : tensor<1x2x1x2xf16>
  }
  func.func private @_where(%arg0: tensor<1x2x1x2xi1>, %arg1: tensor<1x2x1x2xf16>, %arg2: tensor<1x2x1x2xf16>) -> tensor<1x2x1x2xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x2x1x2xi1>, tensor<1x2x1x2xf16>
    return %0 : tensor<1x2x1x2xf16>
  }
}

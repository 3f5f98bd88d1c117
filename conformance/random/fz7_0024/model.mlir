module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<f32>, %arg2: tensor<bf16>) -> (tensor<2x1x7x3xbf16> {jax.result_info = "result[0]"}, tensor<5x3x9xbf16> {jax.result_info = "result[1]"}, tensor<4x2x7xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 1.750000e+00, 7.500000e-01, -1.250000e+00], [-2.500000e+00, 2.750000e+00, 2.750000e+00, -1.000000e+00]]> : tensor<2x4xbf16>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<bf16>
    %0 = stablehlo.compare GT, %arg2, %cst_0, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %2 = call @_where(%0, %arg2, %1) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %3 = chlo.erf %2 : tensor<bf16> -> tensor<bf16>
    %4 = stablehlo.abs %3 : tensor<bf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %5 = stablehlo.add %4, %cst_1 : tensor<bf16>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = call @clip(%arg2, %c, %c_2) : (tensor<bf16>, tensor<i32>, tensor<i32>) -> tensor<bf16>
    %7 = stablehlo.power %5, %6 : tensor<bf16>
    %8 = stablehlo.reshape %7 : (tensor<bf16>) -> tensor<1xbf16>
    %9 = stablehlo.reshape %8 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<56x1xbf16>
    %11 = stablehlo.reshape %10 : (tensor<56x1xbf16>) -> tensor<56xbf16>
    %12 = stablehlo.reshape %11 : (tensor<56xbf16>) -> tensor<2x4x7xbf16>
    %13 = stablehlo.reshape %3 : (tensor<bf16>) -> tensor<1xbf16>
    %14 = stablehlo.reshape %13 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<16x1xbf16>
    %16 = stablehlo.reshape %15 : (tensor<16x1xbf16>) -> tensor<16xbf16>
    %17 = stablehlo.reshape %16 : (tensor<16xbf16>) -> tensor<2x4x2xbf16>
    %18 = stablehlo.convolution(%12, %17) dim_numbers = [b, f, 0]x[o, i, 0]->[f, b, 0], window = {stride = [2], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x7xbf16>, tensor<2x4x2xbf16>) -> tensor<2x2x4xbf16>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.select %19, %20, %c_7 : tensor<i1>, tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%18, %22, %cst) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      stablehlo.return %arg4 : tensor<bf16>
    }) : (tensor<2x2x4xbf16>, tensor<1xi32>, tensor<2x4xbf16>) -> tensor<2x2x4xbf16>
    %cst_8 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %24 = "stablehlo.reduce_window"(%23, %cst_8) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 1], [1, 2], [2, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %37 = stablehlo.maximum %arg3, %arg4 : tensor<bf16>
      stablehlo.return %37 : tensor<bf16>
    }) : (tensor<2x2x4xbf16>, tensor<bf16>) -> tensor<4x2x7xbf16>
    %25 = stablehlo.multiply %23, %18 : tensor<2x2x4xbf16>
    %26 = stablehlo.add %25, %23 : tensor<2x2x4xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.pad %26, %cst_9, low = [1, 2, 0], high = [0, -2, 2], interior = [2, 1, 1] : (tensor<2x2x4xbf16>, tensor<bf16>) -> tensor<5x3x9xbf16>
    %28 = stablehlo.reshape %7 : (tensor<bf16>) -> tensor<1xbf16>
    %29 = stablehlo.reshape %28 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<98x1xbf16>
    %31 = stablehlo.reshape %30 : (tensor<98x1xbf16>) -> tensor<98xbf16>
    %32 = stablehlo.reshape %31 : (tensor<98xbf16>) -> tensor<2x7x7x1xbf16>
    %33 = stablehlo.reshape %18 : (tensor<2x2x4xbf16>) -> tensor<16xbf16>
    %34 = stablehlo.slice %33 [0:9] : (tensor<16xbf16>) -> tensor<9xbf16>
    %35 = stablehlo.reshape %34 : (tensor<9xbf16>) -> tensor<1x1x3x3xbf16>
    %36 = stablehlo.convolution(%32, %35) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 2], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x1xbf16>, tensor<1x1x3x3xbf16>) -> tensor<2x1x7x3xbf16>
    return %36, %27, %24 : tensor<2x1x7x3xbf16>, tensor<5x3x9xbf16>, tensor<4x2x7xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<bf16>, %arg2: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @clip(%arg0: tensor<bf16>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<bf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.maximum %0, %arg0 : tensor<bf16>
    %2 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<bf16>
    %3 = stablehlo.minimum %2, %1 : tensor<bf16>
    return %3 : tensor<bf16>
  }
}

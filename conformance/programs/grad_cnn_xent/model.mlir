module @jit_cnn_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3x3xf32>, %arg1: tensor<2x3x4x4xf32>, %arg2: tensor<2xi32>) -> (tensor<2x3x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x4x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<2x2x4x4xf32>
    %1 = call @relu(%0) : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%1, %5) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x2x2xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x2x2x2xf32>) -> tensor<2x8xf32>
    %8:3 = call @log_softmax(%7) : (tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x1xf32>)
    %9 = call @_one_hot(%arg2) : (tensor<2xi32>) -> tensor<2x8xf32>
    %10 = stablehlo.multiply %8#0, %9 : tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_4 : tensor<f32>
    %14 = stablehlo.negate %13 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.negate %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_6 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
    %19 = stablehlo.multiply %18, %9 : tensor<2x8xf32>
    %20 = call @log_softmax_0(%8#1, %8#2, %19) : (tensor<2x8xf32>, tensor<2x1xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8xf32>) -> tensor<2x2x2x2xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.pad %1, %cst_7, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = "stablehlo.select_and_scatter"(%22, %21, %cst_8) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = stablehlo.compare GE, %arg3, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<2x2x4x4xf32>, tensor<2x2x2x2xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %24 = stablehlo.slice %23 [0:2, 0:2, 0:4, 0:4] : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %26 = stablehlo.select %3, %24, %25 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    %27 = stablehlo.convolution(%arg1, %26) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x3x3x3xf32>
    %28 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<2x3x3x3xf32>
    %29 = stablehlo.convolution(%26, %28) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<2x3x4x4xf32>
    return %27, %29 : tensor<2x3x3x3xf32>, tensor<2x3x4x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x4x4xf32>
    return %1 : tensor<2x2x4x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8xf32>
    %6 = stablehlo.exponential %5 : tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x8xf32>
    return %11, %6, %8 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2xi32>) -> tensor<2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<2x8xi1>) -> tensor<2x8xf32>
    return %5 : tensor<2x8xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<2x8xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x8xf32>
    return %7 : tensor<2x8xf32>
  }
}

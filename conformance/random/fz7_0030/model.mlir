module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x1xf16>, %arg1: tensor<7x5x6xf32>, %arg2: tensor<8x8x1x1xf32>) -> (tensor<0x1xf16> {jax.result_info = "result[0]"}, tensor<5x3xf16> {jax.result_info = "result[1]"}, tensor<8x1xf16> {jax.result_info = "result[2]"}) {
    %0 = call @cumsum(%arg0) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    %1 = call @hypot(%0, %arg0) : (tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xf16>
    %2 = call @sort(%1) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    %3 = stablehlo.abs %2 : tensor<8x1xf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %5 = stablehlo.add %3, %4 : tensor<8x1xf16>
    %6 = stablehlo.remainder %0, %5 : tensor<8x1xf16>
    %7 = stablehlo.subtract %1, %2 : tensor<8x1xf16>
    %8 = call @cumsum_2(%6) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    %9 = stablehlo.convert %1 : (tensor<8x1xf16>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    %11 = stablehlo.convert %10 : (tensor<8x1xf32>) -> tensor<8x1xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %12 = "stablehlo.reduce_window"(%7, %cst_1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 2], [2, 2]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg3: tensor<f16>, %arg4: tensor<f16>):
      %18 = stablehlo.add %arg3, %arg4 : tensor<f16>
      stablehlo.return %18 : tensor<f16>
    }) : (tensor<8x1xf16>, tensor<f16>) -> tensor<5x3xf16>
    %13 = stablehlo.convert %11 : (tensor<8x1xf16>) -> tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %16 = stablehlo.convert %15 : (tensor<1x1xf32>) -> tensor<1x1xf16>
    %17 = stablehlo.slice %16 [1:1:2, 0:1:3] : (tensor<1x1xf16>) -> tensor<0x1xf16>
    return %17, %12, %8 : tensor<0x1xf16>, tensor<5x3xf16>, tensor<8x1xf16>
  }
  func.func private @cumsum(%arg0: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    return %0 : tensor<8x1xf16>
  }
  func.func private @cumsum_0(%arg0: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<f16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<8x1xf16>, tensor<f16>) -> tensor<8x1xf16>
    return %1 : tensor<8x1xf16>
  }
  func.func private @hypot(%arg0: tensor<8x1xf16>, %arg1: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = stablehlo.abs %arg0 : tensor<8x1xf16>
    %1 = stablehlo.abs %arg1 : tensor<8x1xf16>
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xi1>
    %cst_0 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xi1>
    %6 = stablehlo.or %3, %5 : tensor<8x1xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<8x1xf16>
    %8 = stablehlo.minimum %0, %1 : tensor<8x1xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %14 = call @_where(%12, %13, %7) : (tensor<8x1xi1>, tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xf16>
    %15 = stablehlo.divide %8, %14 : tensor<8x1xf16>
    %16 = chlo.square %15 : tensor<8x1xf16> -> tensor<8x1xf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %18 = stablehlo.add %17, %16 : tensor<8x1xf16>
    %19 = stablehlo.sqrt %18 : tensor<8x1xf16>
    %20 = stablehlo.multiply %7, %19 : tensor<8x1xf16>
    %21 = call @_where(%10, %7, %20) : (tensor<8x1xi1>, tensor<8x1xf16>, tensor<8x1xf16>) -> tensor<8x1xf16>
    %cst_5 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %22 = call @_where_1(%6, %cst_5, %21) : (tensor<8x1xi1>, tensor<f16>, tensor<8x1xf16>) -> tensor<8x1xf16>
    return %22 : tensor<8x1xf16>
  }
  func.func private @_where(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xf16>, %arg2: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xf16>
    return %0 : tensor<8x1xf16>
  }
  func.func private @_where_1(%arg0: tensor<8x1xi1>, %arg1: tensor<f16>, %arg2: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f16>) -> tensor<8x1xf16>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8x1xi1>, tensor<8x1xf16>
    return %1 : tensor<8x1xf16>
  }
  func.func private @sort(%arg0: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f16>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f16>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f16>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    %1 = stablehlo.reverse %0, dims = [0] : tensor<8x1xf16>
    return %1 : tensor<8x1xf16>
  }
  func.func private @cumsum_2(%arg0: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %0 = call @cumsum_3(%arg0) : (tensor<8x1xf16>) -> tensor<8x1xf16>
    return %0 : tensor<8x1xf16>
  }
  func.func private @cumsum_3(%arg0: tensor<8x1xf16>) -> tensor<8x1xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<f16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<8x1xf16>, tensor<f16>) -> tensor<8x1xf16>
    return %1 : tensor<8x1xf16>
  }
}

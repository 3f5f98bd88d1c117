module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x3xf16>) -> (tensor<6x2xf16> {jax.result_info = "result[0]"}, tensor<7x3xf32> {jax.result_info = "result[1]"}) {
    %0 = call @cumlogsumexp(%arg0) : (tensor<7x3xf16>) -> tensor<7x3xf16>
    %1 = stablehlo.convert %0 : (tensor<7x3xf16>) -> tensor<7x3xf32>
    %2 = stablehlo.convert %0 : (tensor<7x3xf16>) -> tensor<7x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<7x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<7x3xf32>) -> tensor<21xf32>
    %5 = stablehlo.reshape %4 : (tensor<21xf32>) -> tensor<7x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %7 = stablehlo.compare GE, %5, %6, FLOAT : (tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xi1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %9 = stablehlo.add %5, %8 : tensor<7x3xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<7x3xf32>
    %12 = call @_where(%7, %9, %11) : (tensor<7x3xi1>, tensor<7x3xf32>, tensor<7x3xf32>) -> tensor<7x3xf32>
    %13 = stablehlo.divide %1, %12 : tensor<7x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %14 = "stablehlo.reduce_window"(%arg0, %cst_2) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %15 = stablehlo.add %arg1, %arg2 : tensor<f16>
      stablehlo.return %15 : tensor<f16>
    }) : (tensor<7x3xf16>, tensor<f16>) -> tensor<6x2xf16>
    return %14, %13 : tensor<6x2xf16>, tensor<7x3xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<7x3xf16>) -> tensor<7x3xf16> {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f16>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f16>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f16>
      %5 = stablehlo.abs %2 : tensor<f16>
      %6 = stablehlo.negate %5 : tensor<f16>
      %7 = stablehlo.exponential %6 : tensor<f16>
      %8 = stablehlo.log_plus_one %7 : tensor<f16>
      %9 = stablehlo.add %1, %8 : tensor<f16>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f16>
      stablehlo.return %10 : tensor<f16>
    }) : (tensor<7x3xf16>, tensor<f16>) -> tensor<7x3xf16>
    return %0 : tensor<7x3xf16>
  }
  func.func private @_where(%arg0: tensor<7x3xi1>, %arg1: tensor<7x3xf32>, %arg2: tensor<7x3xf32>) -> tensor<7x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x3xi1>, tensor<7x3xf32>
    return %0 : tensor<7x3xf32>
  }
}

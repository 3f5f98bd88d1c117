module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<2x1xf32>) -> (tensor<0x0xf32> {jax.result_info = "result[0]"}, tensor<2x1xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[-0.77352339], [-1.93558133]]> : tensor<2x1xf32>
    %0 = call @cummin(%arg1) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1xf32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.minimum %0, %2 : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %5 = stablehlo.compare GE, %cst, %4, FLOAT : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %7 = stablehlo.add %cst, %6 : tensor<2x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %9 = stablehlo.subtract %cst, %8 : tensor<2x1xf32>
    %10 = call @_where(%5, %7, %9) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.divide %0, %10 : tensor<2x1xf32>
    %12 = stablehlo.convert %11 : (tensor<2x1xf32>) -> tensor<2x1xbf16>
    %13 = stablehlo.slice %3 [2:2, 0:0:2] : (tensor<2x1xf32>) -> tensor<0x0xf32>
    return %13, %12 : tensor<0x0xf32>, tensor<2x1xbf16>
  }
  func.func private @cummin(%arg0: tensor<2x1xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @_where(%arg0: tensor<2x1xi1>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x1xf32>) -> tensor<2x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x1xi1>, tensor<2x1xf32>
    return %0 : tensor<2x1xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6x1x5xf32>, %arg1: tensor<0x4xf32>) -> (tensor<3x6x1x5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %0 = call @cummax(%arg0) : (tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %1 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %1, %iterArg_3 = %c_2, %iterArg_4 = %0) : tensor<i32>, tensor<i32>, tensor<3x6x1x5xf32>
    cond {
      %15 = stablehlo.compare LT, %iterArg_3, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x6x1x5xf32>
      %17 = stablehlo.maximum %iterArg_4, %16 : tensor<3x6x1x5xf32>
      %cst_7 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x6x1x5xf32>
      %19 = stablehlo.multiply %17, %18 : tensor<3x6x1x5xf32>
      %cst_8 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x6x1x5xf32>
      %21 = stablehlo.add %19, %20 : tensor<3x6x1x5xf32>
      stablehlo.return %iterArg, %15, %21 : tensor<i32>, tensor<i32>, tensor<3x6x1x5xf32>
    }
    %3 = stablehlo.reshape %2#1 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<1x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<90x1xi32>
    %6 = stablehlo.reshape %5 : (tensor<90x1xi32>) -> tensor<90xi32>
    %7 = stablehlo.reshape %6 : (tensor<90xi32>) -> tensor<1x3x6x5xi32>
    %8 = stablehlo.convert %7 : (tensor<1x3x6x5xi32>) -> tensor<1x3x6x5xf32>
    %9 = stablehlo.dot_general %2#2, %8, batching_dims = [0] x [1], contracting_dims = [1, 2, 3] x [2, 0, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x6x1x5xf32>, tensor<1x3x6x5xf32>) -> tensor<3xf32>
    %10 = call @cumsum(%0) : (tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32>
    %11 = stablehlo.abs %10 : tensor<3x6x1x5xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6x1x5xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x6x1x5xf32>
    %14 = stablehlo.rsqrt %13 : tensor<3x6x1x5xf32>
    return %14, %9 : tensor<3x6x1x5xf32>, tensor<3xf32>
  }
  func.func private @cummax(%arg0: tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6x1x5xf32>, tensor<f32>) -> tensor<3x6x1x5xf32>
    return %1 : tensor<3x6x1x5xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32>
    return %0 : tensor<3x6x1x5xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x6x1x5xf32>) -> tensor<3x6x1x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [5, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 6, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6x1x5xf32>, tensor<f32>) -> tensor<3x6x1x5xf32>
    return %1 : tensor<3x6x1x5xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<f16>) -> (tensor<2x2x6xf32> {jax.result_info = "result[0]"}, tensor<2x2x6xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.select %0, %1, %c_3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<-2> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<-2> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_8 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [2, 0] : (tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x0xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x0xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xi1>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x0xf32>
    %10 = call @_where(%8, %6, %9) : (tensor<2x0xi1>, tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
    %11 = call @cummax(%10) : (tensor<2x0xf32>) -> tensor<2x0xf32>
    %12 = stablehlo.abs %11 : tensor<2x0xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x0xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x0xf32>
    %15 = stablehlo.sqrt %14 : tensor<2x0xf32>
    %16 = stablehlo.reshape %arg0 : (tensor<2x1xf32>) -> tensor<2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<0x6xf32>
    %18 = stablehlo.dot_general %15, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x0xf32>, tensor<0x6xf32>) -> tensor<2x6xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x6xf32>) -> tensor<12xf32>
    %20 = stablehlo.reshape %19 : (tensor<12xf32>) -> tensor<2x6xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %23 = stablehlo.concatenate %21, %22, dim = 1 : (tensor<2x1x6xf32>, tensor<2x1x6xf32>) -> tensor<2x2x6xf32>
    %24 = call @cummin(%23) : (tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    %25 = stablehlo.tanh %23 : tensor<2x2x6xf32>
    %26 = stablehlo.tan %25 : tensor<2x2x6xf32>
    %27 = call @_roll_static(%26) : (tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    %28 = call @_roll_static_0(%27) : (tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
    return %28, %24 : tensor<2x2x6xf32>, tensor<2x2x6xf32>
  }
  func.func private @_where(%arg0: tensor<2x0xi1>, %arg1: tensor<2x0xf32>, %arg2: tensor<2x0xf32>) -> tensor<2x0xf32> {
    return %arg1 : tensor<2x0xf32>
  }
  func.func private @cummax(%arg0: tensor<2x0xf32>) -> tensor<2x0xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x0xf32>, tensor<f32>) -> tensor<2x0xf32>
    return %1 : tensor<2x0xf32>
  }
  func.func private @cummin(%arg0: tensor<2x2x6xf32>) -> tensor<2x2x6xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[1, 0], [0, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x2x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    return %1 : tensor<2x2x6xf32>
  }
  func.func private @_roll_static(%arg0: tensor<2x2x6xf32>) -> tensor<2x2x6xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:2, 4:6] : (tensor<2x2x6xf32>) -> tensor<2x2x2xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:2, 0:4] : (tensor<2x2x6xf32>) -> tensor<2x2x4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<2x2x2xf32>, tensor<2x2x4xf32>) -> tensor<2x2x6xf32>
    return %2 : tensor<2x2x6xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<2x2x6xf32>) -> tensor<2x2x6xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 1:2, 0:6] : (tensor<2x2x6xf32>) -> tensor<2x1x6xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:1, 0:6] : (tensor<2x2x6xf32>) -> tensor<2x1x6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x6xf32>, tensor<2x1x6xf32>) -> tensor<2x2x6xf32>
    return %2 : tensor<2x2x6xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xi1>) -> (tensor<2x1x3xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5x2xi1>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %0, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %1) : tensor<5x2xf32>, tensor<i32>, tensor<i32>, tensor<5x2xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13:2 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_4) : (tensor<5x2xf32>, tensor<i32>, tensor<5x2xf32>) -> (tensor<i32>, tensor<5x2xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %14, %13#0, %13#1 : tensor<5x2xf32>, tensor<i32>, tensor<i32>, tensor<5x2xf32>
    }
    %cst_1 = stablehlo.constant dense<0.168355688> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %4 = stablehlo.atan2 %2#3, %3 : tensor<5x2xf32>
    %5 = call @cumsum(%4) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %6 = stablehlo.reshape %4 : (tensor<5x2xf32>) -> tensor<10xf32>
    %7 = stablehlo.reshape %6 : (tensor<10xf32>) -> tensor<1x10xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x10xf32>) -> tensor<20xf32>
    %10 = stablehlo.slice %9 [0:15] : (tensor<20xf32>) -> tensor<15xf32>
    %11 = stablehlo.reshape %10 : (tensor<15xf32>) -> tensor<5x1x3xf32>
    %12 = stablehlo.dot_general %5, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf32>, tensor<5x1x3xf32>) -> tensor<2x1x3xf32>
    return %12 : tensor<2x1x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>, %arg2: tensor<5x2xf32>) -> (tensor<i32>, tensor<5x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim(%arg0, %arg1) : (tensor<5x2xf32>, tensor<i32>) -> tensor<1x2xf32>
    %2 = stablehlo.negate %1 : tensor<1x2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.add %4, %c_1 : tensor<i32>
    %6 = stablehlo.select %3, %5, %arg1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg2, %2, %6, %c_2 : (tensor<5x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
    return %0, %7 : tensor<i32>, tensor<5x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2xf32>, %arg1: tensor<i32>) -> tensor<1x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, %c_1, sizes = [1, 2] : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    return %4 : tensor<1x2xf32>
  }
  func.func private @cumsum(%arg0: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<f32>) -> tensor<5x2xf32>
    return %1 : tensor<5x2xf32>
  }
}

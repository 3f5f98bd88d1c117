module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x300xf32>, %arg1: tensor<16x300xi32>) -> (tensor<16x300xf32> {jax.result_info = "result[0]"}, tensor<16x300xf32> {jax.result_info = "result[1]"}, tensor<4800xi32> {jax.result_info = "result[2]"}, tensor<16xi32> {jax.result_info = "result[3]"}, tensor<300xi32> {jax.result_info = "result[4]"}, tensor<300xf32> {jax.result_info = "result[5]"}, tensor<300xi32> {jax.result_info = "result[6]"}) {
    %0 = call @cumsum(%arg0) : (tensor<16x300xf32>) -> tensor<16x300xf32>
    %1 = call @cummax(%arg0) : (tensor<16x300xf32>) -> tensor<16x300xf32>
    %2 = call @cumsum_1(%arg1) : (tensor<16x300xi32>) -> tensor<4800xi32>
    %3 = call @argmax(%arg0) : (tensor<16x300xf32>) -> tensor<16xi32>
    %4 = call @argmin(%arg0) : (tensor<16x300xf32>) -> tensor<300xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<16x300xf32>, tensor<f32>) -> tensor<300xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<16x300xi32>, tensor<i32>) -> tensor<300xi32>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<16x300xf32>, tensor<16x300xf32>, tensor<4800xi32>, tensor<16xi32>, tensor<300xi32>, tensor<300xf32>, tensor<300xi32>
  }
  func.func private @cumsum(%arg0: tensor<16x300xf32>) -> tensor<16x300xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<16x300xf32>) -> tensor<16x300xf32>
    return %0 : tensor<16x300xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<16x300xf32>) -> tensor<16x300xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [299, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 300>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x300xf32>, tensor<f32>) -> tensor<16x300xf32>
    return %1 : tensor<16x300xf32>
  }
  func.func private @cummax(%arg0: tensor<16x300xf32>) -> tensor<16x300xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[15, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 16, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x300xf32>, tensor<f32>) -> tensor<16x300xf32>
    return %1 : tensor<16x300xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<16x300xi32>) -> tensor<4800xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<16x300xi32>) -> tensor<4800xi32>
    %1 = call @cumsum_2(%0) : (tensor<4800xi32>) -> tensor<4800xi32>
    return %1 : tensor<4800xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<4800xi32>) -> tensor<4800xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4799, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4800>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4800xi32>, tensor<i32>) -> tensor<4800xi32>
    return %1 : tensor<4800xi32>
  }
  func.func private @argmax(%arg0: tensor<16x300xf32>) -> tensor<16xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<16x300xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<16x300xf32>, tensor<16x300xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<16xi32>
  }
  func.func private @argmin(%arg0: tensor<16x300xf32>) -> tensor<300xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<16x300xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<16x300xf32>, tensor<16x300xi32>, tensor<f32>, tensor<i32>) -> (tensor<300xf32>, tensor<300xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<300xi32>
  }
}

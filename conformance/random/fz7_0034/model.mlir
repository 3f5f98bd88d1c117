module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x1x5xi32>) -> (tensor<1x3x1x5xi32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2x4x1x5xi32>, tensor<i32>) -> tensor<4x1x5xi32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1 = "stablehlo.reduce_window"(%0, %c_0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[1, 2], [2, 2], [0, 2]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 1, 3>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %5 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
      stablehlo.return %5 : tensor<i32>
    }) : (tensor<4x1x5xi32>, tensor<i32>) -> tensor<6x3x5xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<6x3x5xi32>) -> tensor<2x6x3x5xi32>
    %c_1 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %3 = "stablehlo.reduce_window"(%2, %c_1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 2, 1, 2, 1>, window_strides = array<i64: 2, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %5 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %5 : tensor<i32>
    }) : (tensor<2x6x3x5xi32>, tensor<i32>) -> tensor<1x3x1x5xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = "stablehlo.reduce_window"(%3, %c_2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 1, 2, 3>, window_strides = array<i64: 2, 1, 2, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %5 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %5 : tensor<i32>
    }) : (tensor<1x3x1x5xi32>, tensor<i32>) -> tensor<1x3x1x5xi32>
    return %4 : tensor<1x3x1x5xi32>
  }
}

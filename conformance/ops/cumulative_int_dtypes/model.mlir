module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x9xi8>, %arg1: tensor<5x3xui32>, %arg2: tensor<3x7xi1>) -> (tensor<4x9xi8> {jax.result_info = "result[0]"}, tensor<4x9xi8> {jax.result_info = "result[1]"}, tensor<5x3xui32> {jax.result_info = "result[2]"}, tensor<5x3xui32> {jax.result_info = "result[3]"}, tensor<3x7xi32> {jax.result_info = "result[4]"}, tensor<4x9xi8> {jax.result_info = "result[5]"}) {
    %0 = call @cumsum(%arg0) : (tensor<4x9xi8>) -> tensor<4x9xi8>
    %1 = call @cummax(%arg0) : (tensor<4x9xi8>) -> tensor<4x9xi8>
    %2 = call @cumprod(%arg1) : (tensor<5x3xui32>) -> tensor<5x3xui32>
    %3 = call @cummin(%arg1) : (tensor<5x3xui32>) -> tensor<5x3xui32>
    %4 = call @cumsum_2(%arg2) : (tensor<3x7xi1>) -> tensor<3x7xi32>
    %5 = call @cummin_4(%arg0) : (tensor<4x9xi8>) -> tensor<4x9xi8>
    return %0, %1, %2, %3, %4, %5 : tensor<4x9xi8>, tensor<4x9xi8>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<3x7xi32>, tensor<4x9xi8>
  }
  func.func private @cumsum(%arg0: tensor<4x9xi8>) -> tensor<4x9xi8> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x9xi8>) -> tensor<4x9xi8>
    return %0 : tensor<4x9xi8>
  }
  func.func private @cumsum_0(%arg0: tensor<4x9xi8>) -> tensor<4x9xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<4x9xi8>, tensor<i8>) -> tensor<4x9xi8>
    return %1 : tensor<4x9xi8>
  }
  func.func private @cummax(%arg0: tensor<4x9xi8>) -> tensor<4x9xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<4x9xi8>, tensor<i8>) -> tensor<4x9xi8>
    return %1 : tensor<4x9xi8>
  }
  func.func private @cumprod(%arg0: tensor<5x3xui32>) -> tensor<5x3xui32> {
    %0 = call @cumprod_1(%arg0) : (tensor<5x3xui32>) -> tensor<5x3xui32>
    return %0 : tensor<5x3xui32>
  }
  func.func private @cumprod_1(%arg0: tensor<5x3xui32>) -> tensor<5x3xui32> {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<ui32>
      stablehlo.return %1 : tensor<ui32>
    }) : (tensor<5x3xui32>, tensor<ui32>) -> tensor<5x3xui32>
    return %0 : tensor<5x3xui32>
  }
  func.func private @cummin(%arg0: tensor<5x3xui32>) -> tensor<5x3xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui32>
      stablehlo.return %2 : tensor<ui32>
    }) : (tensor<5x3xui32>, tensor<ui32>) -> tensor<5x3xui32>
    return %1 : tensor<5x3xui32>
  }
  func.func private @cumsum_2(%arg0: tensor<3x7xi1>) -> tensor<3x7xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<3x7xi1>) -> tensor<3x7xi32>
    %1 = call @cumsum_3(%0) : (tensor<3x7xi32>) -> tensor<3x7xi32>
    return %1 : tensor<3x7xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<3x7xi32>) -> tensor<3x7xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x7xi32>, tensor<i32>) -> tensor<3x7xi32>
    return %1 : tensor<3x7xi32>
  }
  func.func private @cummin_4(%arg0: tensor<4x9xi8>) -> tensor<4x9xi8> {
    %c = stablehlo.constant dense<127> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 8]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 9>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<4x9xi8>, tensor<i8>) -> tensor<4x9xi8>
    return %1 : tensor<4x9xi8>
  }
}

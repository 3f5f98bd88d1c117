module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x300x5xi32>) -> (tensor<4x300x5xi32> {jax.result_info = "result"}) {
    %0 = call @cumsum(%arg0) : (tensor<4x300x5xi32>) -> tensor<4x300x5xi32>
    return %0 : tensor<4x300x5xi32>
  }
  func.func private @cumsum(%arg0: tensor<4x300x5xi32>) -> tensor<4x300x5xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x300x5xi32>) -> tensor<4x300x5xi32>
    return %0 : tensor<4x300x5xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x300x5xi32>) -> tensor<4x300x5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [299, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 300, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4x300x5xi32>, tensor<i32>) -> tensor<4x300x5xi32>
    return %1 : tensor<4x300x5xi32>
  }
}

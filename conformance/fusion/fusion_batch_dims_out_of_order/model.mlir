module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5x6xf32>, %arg1: tensor<4x6x3x7xf32>) -> (tensor<4x5x3x7xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0, 2] x [1, 0], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x6x3x7xf32>, tensor<3x4x5x6xf32>) -> tensor<4x3x7x5xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] : (tensor<4x3x7x5xf32>) -> tensor<4x5x3x7xf32>
    return %1 : tensor<4x5x3x7xf32>
  }
}

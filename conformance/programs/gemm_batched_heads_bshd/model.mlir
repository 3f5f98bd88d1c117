module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x19x3x24xf32>, %arg1: tensor<2x23x3x24xf32>) -> (tensor<2x3x19x23xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x19x3x24xf32>, tensor<2x23x3x24xf32>) -> tensor<2x3x19x23xf32>
    return %0 : tensor<2x3x19x23xf32>
  }
}

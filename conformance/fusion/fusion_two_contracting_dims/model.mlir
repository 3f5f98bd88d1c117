module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x5x7xf32>, %arg1: tensor<5x7x11xf32>) -> (tensor<9x11xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<9x5x7xf32>, tensor<5x7x11xf32>) -> tensor<9x11xf32>
    return %0 : tensor<9x11xf32>
  }
}

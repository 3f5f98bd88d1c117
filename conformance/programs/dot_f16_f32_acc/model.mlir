module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x5xf16>, %arg1: tensor<12x4xf16>) -> (tensor<5x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x5xf16>, tensor<12x4xf16>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
}

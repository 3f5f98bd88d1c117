module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33x40xf64>, %arg1: tensor<40x29xf64>) -> (tensor<33x29xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33x40xf64>, tensor<40x29xf64>) -> tensor<33x29xf64>
    return %0 : tensor<33x29xf64>
  }
}

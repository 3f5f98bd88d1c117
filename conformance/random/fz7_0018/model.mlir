module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<9x4x1x6xf32>, %arg2: tensor<6x7x6xi32>) -> (tensor<9x4x1x6xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.tanh %arg1 : tensor<9x4x1x6xf32>
    return %0 : tensor<9x4x1x6xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0xf16>, %arg1: tensor<4x4x2x9xf32>, %arg2: tensor<7x7x1xi1>) -> (tensor<7x7x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<7x7x1xi1>) -> tensor<7x7x1xbf16>
    return %0 : tensor<7x7x1xbf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<37x129xi8>, %arg1: tensor<9x65x3xui16>) -> (tensor<129x37xi8> {jax.result_info = "result[0]"}, tensor<65x9x3xui16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<37x129xi8>) -> tensor<129x37xi8>
    %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<9x65x3xui16>) -> tensor<65x9x3xui16>
    return %0, %1 : tensor<129x37xi8>, tensor<65x9x3xui16>
  }
}

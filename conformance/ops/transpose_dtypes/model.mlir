module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17x9xi8>, %arg1: tensor<3x5x7xbf16>, %arg2: tensor<2x3x4x5xi1>) -> (tensor<9x17xi8> {jax.result_info = "result[0]"}, tensor<7x3x5xbf16> {jax.result_info = "result[1]"}, tensor<3x4x2x5xi1> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<17x9xi8>) -> tensor<9x17xi8>
    %1 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<3x5x7xbf16>) -> tensor<7x3x5xbf16>
    %2 = stablehlo.transpose %arg2, dims = [1, 2, 0, 3] : (tensor<2x3x4x5xi1>) -> tensor<3x4x2x5xi1>
    return %0, %1, %2 : tensor<9x17xi8>, tensor<7x3x5xbf16>, tensor<3x4x2x5xi1>
  }
}

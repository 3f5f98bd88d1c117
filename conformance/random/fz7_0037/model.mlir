module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x9x1xi32>, %arg1: tensor<4x8xui8>) -> (tensor<8x9x1xui8> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x9x1xi32>) -> tensor<8x9x1xui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3] : (tensor<8x9x1xui8>) -> tensor<8x9x1x1xui8>
    %2 = stablehlo.reshape %1 : (tensor<8x9x1x1xui8>) -> tensor<8x9x1xui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %3 = stablehlo.reduce(%2 init: %c) applies stablehlo.maximum across dimensions = [2] : (tensor<8x9x1xui8>, tensor<ui8>) -> tensor<8x9xui8>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x9xui8>) -> tensor<8x9x1xui8>
    return %4 : tensor<8x9x1xui8>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xbf16>) -> (tensor<3x4xbf16> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<255> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<2x4xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x4xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x4xbf16>) -> tensor<2x4xui8>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x4xui8>) -> tensor<2x4x2xui8>
    %3 = stablehlo.reshape %2 : (tensor<2x4x2xui8>) -> tensor<2x8xui8>
    %4 = stablehlo.reshape %3 : (tensor<2x8xui8>) -> tensor<16xui8>
    %5 = stablehlo.slice %4 [0:4] : (tensor<16xui8>) -> tensor<4xui8>
    %6 = stablehlo.reshape %5 : (tensor<4xui8>) -> tensor<1x4xui8>
    %7 = stablehlo.convert %6 : (tensor<1x4xui8>) -> tensor<1x4xbf16>
    %8 = stablehlo.concatenate %arg0, %7, dim = 0 : (tensor<2x4xbf16>, tensor<1x4xbf16>) -> tensor<3x4xbf16>
    return %8 : tensor<3x4xbf16>
  }
  func.func private @clip(%arg0: tensor<2x4xbf16>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x4xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<2x4xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x4xbf16>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<2x4xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<2x4xbf16>
    return %5 : tensor<2x4xbf16>
  }
}

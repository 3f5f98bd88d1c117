module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf16>, %arg1: tensor<2x2x2xbf16>, %arg2: tensor<4xui16>, %arg3: tensor<3x2xi1>) -> (tensor<4x3xf16> {jax.result_info = "result[0]"}, tensor<2x2x4xbf16> {jax.result_info = "result[1]"}, tensor<4x3xui16> {jax.result_info = "result[2]"}, tensor<6x2xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<4x3xf16>
    %1 = stablehlo.reverse %arg1, dims = [0] : tensor<2x2x2xbf16>
    %2 = stablehlo.concatenate %arg1, %1, dim = 2 : (tensor<2x2x2xbf16>, tensor<2x2x2xbf16>) -> tensor<2x2x4xbf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xui16>) -> tensor<4x1xui16>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xui16>) -> tensor<4x1xui16>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xui16>) -> tensor<4x1xui16>
    %6 = stablehlo.concatenate %3, %4, %5, dim = 1 : (tensor<4x1xui16>, tensor<4x1xui16>, tensor<4x1xui16>) -> tensor<4x3xui16>
    %7 = stablehlo.not %arg3 : tensor<3x2xi1>
    %8 = stablehlo.concatenate %arg3, %7, dim = 0 : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<6x2xi1>
    return %0, %2, %6, %8 : tensor<4x3xf16>, tensor<2x2x4xbf16>, tensor<4x3xui16>, tensor<6x2xi1>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i16>, %arg1: tensor<4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<1x1x4xi1>) -> (tensor<2x3xi16> {jax.result_info = "result[0]"}, tensor<3x2x4xf32> {jax.result_info = "result[1]"}, tensor<3x5x4xf32> {jax.result_info = "result[2]"}, tensor<2x1x3x4xi1> {jax.result_info = "result[3]"}, tensor<2x4x3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i16>) -> tensor<2x3xi16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<4xf32>) -> tensor<3x2x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x5x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<1x1x4xi1>) -> tensor<2x1x3x4xi1>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<2x4x3xf32>
    return %0, %1, %3, %4, %6 : tensor<2x3xi16>, tensor<3x2x4xf32>, tensor<3x5x4xf32>, tensor<2x1x3x4xi1>, tensor<2x4x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x5xf32>) -> (tensor<4x3x5x1xf32> {jax.result_info = "result[0]"}, tensor<1x4x3x5xf32> {jax.result_info = "result[1]"}, tensor<4x1x5xf32> {jax.result_info = "result[2]"}, tensor<3x3xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<4x3x5xf32>) -> tensor<4x3x5x1xf32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<4x3x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %3 = stablehlo.slice %arg0 [0:4, 1:2, 0:5] : (tensor<4x3x5xf32>) -> tensor<4x1x5xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x1x5xf32>) -> tensor<4x5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<4x5xf32>) -> tensor<4x1x5xf32>
    %6 = stablehlo.slice %arg0 [3:4, 0:3, 0:5:2] : (tensor<4x3x5xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    %8 = stablehlo.slice %arg0 [1:2, 2:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x1x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1x5xf32>) -> tensor<5xf32>
    return %0, %2, %5, %7, %9 : tensor<4x3x5x1xf32>, tensor<1x4x3x5xf32>, tensor<4x1x5xf32>, tensor<3x3xf32>, tensor<5xf32>
  }
}

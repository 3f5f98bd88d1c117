module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5x4x6xf32>) -> (tensor<2x2x4x2xf32> {jax.result_info = "result[0]"}, tensor<2x1x1x2xf32> {jax.result_info = "result[1]"}, tensor<3x5x4xf32> {jax.result_info = "result[2]"}, tensor<3x3x4x6xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.slice %arg0 [0:3:2, 1:5:2, 0:4, 1:4:2] : (tensor<3x5x4x6xf32>) -> tensor<2x2x4x2xf32>
    %1 = stablehlo.reverse %0, dims = [2] : tensor<2x2x4x2xf32>
    %2 = stablehlo.slice %arg0 [1:3, 0:1, 2:3, 0:6:3] : (tensor<3x5x4x6xf32>) -> tensor<2x1x1x2xf32>
    %3 = stablehlo.slice %arg0 [0:3, 0:5, 0:4, 5:6] : (tensor<3x5x4x6xf32>) -> tensor<3x5x4x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x5x4x1xf32>) -> tensor<3x5x4xf32>
    %5 = stablehlo.slice %arg0 [0:3, 0:5:2, 0:4, 0:6] : (tensor<3x5x4x6xf32>) -> tensor<3x3x4x6xf32>
    %6 = stablehlo.reverse %5, dims = [1] : tensor<3x3x4x6xf32>
    return %1, %2, %4, %6 : tensor<2x2x4x2xf32>, tensor<2x1x1x2xf32>, tensor<3x5x4xf32>, tensor<3x3x4x6xf32>
  }
}

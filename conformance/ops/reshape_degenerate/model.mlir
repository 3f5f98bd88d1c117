module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x2xf32>, %arg1: tensor<1xf32>) -> (tensor<1x24x1xf32> {jax.result_info = "result[0]"}, tensor<2x1x3x1x4xf32> {jax.result_info = "result[1]"}, tensor<24xf32> {jax.result_info = "result[2]"}, tensor<1x1x1xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<4x1x6x1xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x3x2xf32>) -> tensor<1x24x1xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<4x3x2xf32>) -> tensor<2x1x3x1x4xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4x3x2xf32>) -> tensor<24xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.reshape %arg1 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.reshape %arg0 : (tensor<4x3x2xf32>) -> tensor<4x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<4x6xf32>) -> tensor<4x1x6x1xf32>
    return %0, %1, %2, %3, %4, %6 : tensor<1x24x1xf32>, tensor<2x1x3x1x4xf32>, tensor<24xf32>, tensor<1x1x1xf32>, tensor<f32>, tensor<4x1x6x1xf32>
  }
}

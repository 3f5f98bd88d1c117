module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}, tensor<6x6xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x6xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<6x6xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<2x3xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<3x2xf32>
    %8 = call @kron(%6, %7) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<6x6xf32>
    %9 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    return %0, %5, %8, %9 : tensor<f32>, tensor<6x6xf32>, tensor<6x6xf32>, tensor<f32>
  }
  func.func private @kron(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<3x2xf32>) -> tensor<1x3x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x3x1xf32>) -> tensor<2x3x3x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x3x1x2xf32>) -> tensor<2x3x3x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3x3x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x3x2xf32>) -> tensor<6x6xf32>
    return %5 : tensor<6x6xf32>
  }
}

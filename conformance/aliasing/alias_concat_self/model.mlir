module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<6x3xf32> {jax.result_info = "result[0]"}, tensor<2x2x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x3xf32>
    %2 = stablehlo.concatenate %arg0, %1, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<6x3xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<2x2x3xf32>
    return %2, %5 : tensor<6x3xf32>, tensor<2x2x3xf32>
  }
}

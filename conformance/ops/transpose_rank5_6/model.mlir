module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x2x3xf32>, %arg1: tensor<2x3x2x2x3x2xi16>) -> (tensor<3x4x2x2x3xf32> {jax.result_info = "result[0]"}, tensor<2x2x2x3x3x2xi16> {jax.result_info = "result[1]"}, tensor<3x2x2x2x2x3xi16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg0, dims = [4, 2, 0, 3, 1] : (tensor<2x3x4x2x3xf32>) -> tensor<3x4x2x2x3xf32>
    %1 = stablehlo.transpose %arg1, dims = [5, 0, 3, 1, 4, 2] : (tensor<2x3x2x2x3x2xi16>) -> tensor<2x2x2x3x3x2xi16>
    %2 = stablehlo.transpose %arg1, dims = [1, 0, 2, 3, 5, 4] : (tensor<2x3x2x2x3x2xi16>) -> tensor<3x2x2x2x2x3xi16>
    return %0, %1, %2 : tensor<3x4x2x2x3xf32>, tensor<2x2x2x3x3x2xi16>, tensor<3x2x2x2x2x3xi16>
  }
}

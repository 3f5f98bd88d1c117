module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x2xf32>, %arg1: tensor<3x5xi16>) -> (tensor<2x3x4x2xf32> {jax.result_info = "result[0]"}, tensor<2x3x4x2xf32> {jax.result_info = "result[1]"}, tensor<3x5xi16> {jax.result_info = "result[2]"}, tensor<2x3x4x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reverse %arg0, dims = [0, 2, 3] : tensor<2x3x4x2xf32>
    %1 = stablehlo.reverse %arg0, dims = [] : tensor<2x3x4x2xf32>
    %2 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x5xi16>
    %3 = stablehlo.reverse %arg0, dims = [0, 1, 2, 3] : tensor<2x3x4x2xf32>
    return %0, %1, %2, %3 : tensor<2x3x4x2xf32>, tensor<2x3x4x2xf32>, tensor<3x5xi16>, tensor<2x3x4x2xf32>
  }
}

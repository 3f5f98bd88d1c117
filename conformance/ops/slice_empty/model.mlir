module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<0x5xf32> {jax.result_info = "result[0]"}, tensor<4x0xf32> {jax.result_info = "result[1]"}, tensor<0x3xf32> {jax.result_info = "result[2]"}, tensor<1x4xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.slice %arg0 [2:2, 0:5] : (tensor<4x5xf32>) -> tensor<0x5xf32>
    %1 = stablehlo.slice %arg0 [0:4, 5:5] : (tensor<4x5xf32>) -> tensor<4x0xf32>
    %2 = stablehlo.slice %arg0 [3:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<0x3xf32>
    %3 = stablehlo.slice %arg0 [1:4:5, 0:4] : (tensor<4x5xf32>) -> tensor<1x4xf32>
    return %0, %1, %2, %3 : tensor<0x5xf32>, tensor<4x0xf32>, tensor<0x3xf32>, tensor<1x4xf32>
  }
}

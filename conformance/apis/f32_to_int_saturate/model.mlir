module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11xf32>) -> (tensor<11xi32> {jax.result_info = "result[0]"}, tensor<11xui8> {jax.result_info = "result[1]"}, tensor<11xi8> {jax.result_info = "result[2]"}, tensor<11xui32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<11xf32>) -> tensor<11xi32>
    %1 = stablehlo.convert %arg0 : (tensor<11xf32>) -> tensor<11xui8>
    %2 = stablehlo.convert %arg0 : (tensor<11xf32>) -> tensor<11xi8>
    %3 = stablehlo.convert %arg0 : (tensor<11xf32>) -> tensor<11xui32>
    return %0, %1, %2, %3 : tensor<11xi32>, tensor<11xui8>, tensor<11xi8>, tensor<11xui32>
  }
}

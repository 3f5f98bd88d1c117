module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x9xbf16>, %arg1: tensor<2x8xui8>) -> (tensor<3x4xbf16> {jax.result_info = "result[0][0]"}, tensor<3x4xi32> {jax.result_info = "result[0][1]"}, tensor<2x5xui8> {jax.result_info = "result[1][0]"}, tensor<2x5xi32> {jax.result_info = "result[1][1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 4) : tensor<3x9xbf16> -> (tensor<3x4xbf16>, tensor<3x4xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg1, k = 5) : tensor<2x8xui8> -> (tensor<2x5xui8>, tensor<2x5xi32>)
    return %values, %indices, %values_0, %indices_1 : tensor<3x4xbf16>, tensor<3x4xi32>, tensor<2x5xui8>, tensor<2x5xi32>
  }
}

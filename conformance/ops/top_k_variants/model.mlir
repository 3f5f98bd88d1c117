module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3x5xi32>, %arg2: tensor<4x5xf16>) -> (tensor<4x1xf32> {jax.result_info = "result[0][0]"}, tensor<4x1xi32> {jax.result_info = "result[0][1]"}, tensor<4x6xf32> {jax.result_info = "result[1][0]"}, tensor<4x6xi32> {jax.result_info = "result[1][1]"}, tensor<2x3x3xi32> {jax.result_info = "result[2][0]"}, tensor<2x3x3xi32> {jax.result_info = "result[2][1]"}, tensor<4x2xf16> {jax.result_info = "result[3][0]"}, tensor<4x2xi32> {jax.result_info = "result[3][1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 1) : tensor<4x6xf32> -> (tensor<4x1xf32>, tensor<4x1xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 6) : tensor<4x6xf32> -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %values_2, %indices_3 = chlo.top_k(%arg1, k = 3) : tensor<2x3x5xi32> -> (tensor<2x3x3xi32>, tensor<2x3x3xi32>)
    %values_4, %indices_5 = chlo.top_k(%arg2, k = 2) : tensor<4x5xf16> -> (tensor<4x2xf16>, tensor<4x2xi32>)
    return %values, %indices, %values_0, %indices_1, %values_2, %indices_3, %values_4, %indices_5 : tensor<4x1xf32>, tensor<4x1xi32>, tensor<4x6xf32>, tensor<4x6xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>, tensor<4x2xf16>, tensor<4x2xi32>
  }
}

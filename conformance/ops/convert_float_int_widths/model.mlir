module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<22xf32>) -> (tensor<22xi8> {jax.result_info = "result[0]"}, tensor<22xi16> {jax.result_info = "result[1]"}, tensor<22xui16> {jax.result_info = "result[2]"}, tensor<22xui8> {jax.result_info = "result[3]"}, tensor<22xui32> {jax.result_info = "result[4]"}, tensor<22xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xi8>
    %1 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xi16>
    %2 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xui16>
    %3 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xui8>
    %4 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xui32>
    %5 = stablehlo.convert %arg0 : (tensor<22xf32>) -> tensor<22xi32>
    return %0, %1, %2, %3, %4, %5 : tensor<22xi8>, tensor<22xi16>, tensor<22xui16>, tensor<22xui8>, tensor<22xui32>, tensor<22xi32>
  }
}

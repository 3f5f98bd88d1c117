module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf16>, %arg2: tensor<3x4xf16>, %arg3: tensor<3x4xbf16>, %arg4: tensor<3x4xbf16>, %arg5: tensor<3x4xi8>, %arg6: tensor<3x4xi8>) -> (tensor<3x4xf16> {jax.result_info = "result[0]"}, tensor<3x4xbf16> {jax.result_info = "result[1]"}, tensor<3x4xi8> {jax.result_info = "result[2]"}, tensor<3x4xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xf16>
    %1 = stablehlo.select %arg0, %arg3, %arg4 : tensor<3x4xi1>, tensor<3x4xbf16>
    %2 = stablehlo.select %arg0, %arg5, %arg6 : tensor<3x4xi1>, tensor<3x4xi8>
    %3 = stablehlo.not %arg0 : tensor<3x4xi1>
    %4 = stablehlo.select %arg0, %arg0, %3 : tensor<3x4xi1>, tensor<3x4xi1>
    return %0, %1, %2, %4 : tensor<3x4xf16>, tensor<3x4xbf16>, tensor<3x4xi8>, tensor<3x4xi1>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf16>, %arg1: tensor<10xbf16>, %arg2: tensor<10xui16>, %arg3: tensor<10xui8>) -> (tensor<10xi16> {jax.result_info = "result[0]"}, tensor<10xui16> {jax.result_info = "result[1]"}, tensor<10xf16> {jax.result_info = "result[2]"}, tensor<10xi8> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<10xf16>) -> tensor<10xi16>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<10xbf16>) -> tensor<10xui16>
    %2 = stablehlo.bitcast_convert %arg2 : (tensor<10xui16>) -> tensor<10xf16>
    %3 = stablehlo.bitcast_convert %arg3 : (tensor<10xui8>) -> tensor<10xi8>
    return %0, %1, %2, %3 : tensor<10xi16>, tensor<10xui16>, tensor<10xf16>, tensor<10xi8>
  }
}

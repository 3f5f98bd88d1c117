module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xi8>, %arg1: tensor<1024xui16>, %arg2: tensor<1024xi32>, %arg3: tensor<1024xui32>) -> (tensor<1024xf32> {jax.result_info = "result[0]"}, tensor<1024xf16> {jax.result_info = "result[1]"}, tensor<1024xbf16> {jax.result_info = "result[2]"}, tensor<1024xf32> {jax.result_info = "result[3]"}, tensor<1024xf32> {jax.result_info = "result[4]"}, tensor<1024xbf16> {jax.result_info = "result[5]"}, tensor<1024xf16> {jax.result_info = "result[6]"}, tensor<1024xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1024xi8>) -> tensor<1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024xi8>) -> tensor<1024xf16>
    %2 = stablehlo.convert %arg1 : (tensor<1024xui16>) -> tensor<1024xbf16>
    %3 = stablehlo.convert %arg1 : (tensor<1024xui16>) -> tensor<1024xf32>
    %4 = stablehlo.convert %arg2 : (tensor<1024xi32>) -> tensor<1024xf32>
    %5 = stablehlo.convert %arg2 : (tensor<1024xi32>) -> tensor<1024xbf16>
    %6 = stablehlo.convert %arg3 : (tensor<1024xui32>) -> tensor<1024xf16>
    %7 = stablehlo.convert %arg3 : (tensor<1024xui32>) -> tensor<1024xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<1024xf32>, tensor<1024xf16>, tensor<1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xbf16>, tensor<1024xf16>, tensor<1024xf32>
  }
}

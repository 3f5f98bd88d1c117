module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xi64>, %arg1: tensor<256xui64>, %arg2: tensor<256xf64>) -> (tensor<256xf32> {jax.result_info = "result[0]"}, tensor<256xf16> {jax.result_info = "result[1]"}, tensor<256xbf16> {jax.result_info = "result[2]"}, tensor<256xf32> {jax.result_info = "result[3]"}, tensor<256xf64> {jax.result_info = "result[4]"}, tensor<256xi64> {jax.result_info = "result[5]"}, tensor<256xui64> {jax.result_info = "result[6]"}, tensor<256xi32> {jax.result_info = "result[7]"}, tensor<256xui8> {jax.result_info = "result[8]"}, tensor<256xf16> {jax.result_info = "result[9]"}, tensor<256xi64> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256xi64>) -> tensor<256xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256xi64>) -> tensor<256xf16>
    %2 = stablehlo.convert %arg0 : (tensor<256xi64>) -> tensor<256xbf16>
    %3 = stablehlo.convert %arg1 : (tensor<256xui64>) -> tensor<256xf32>
    %4 = stablehlo.convert %arg1 : (tensor<256xui64>) -> tensor<256xf64>
    %5 = stablehlo.convert %arg2 : (tensor<256xf64>) -> tensor<256xi64>
    %6 = stablehlo.convert %arg2 : (tensor<256xf64>) -> tensor<256xui64>
    %7 = stablehlo.convert %arg2 : (tensor<256xf64>) -> tensor<256xi32>
    %8 = stablehlo.convert %arg2 : (tensor<256xf64>) -> tensor<256xui8>
    %9 = stablehlo.convert %arg2 : (tensor<256xf64>) -> tensor<256xf16>
    %10 = stablehlo.bitcast_convert %arg2 : (tensor<256xf64>) -> tensor<256xi64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<256xf32>, tensor<256xf16>, tensor<256xbf16>, tensor<256xf32>, tensor<256xf64>, tensor<256xi64>, tensor<256xui64>, tensor<256xi32>, tensor<256xui8>, tensor<256xf16>, tensor<256xi64>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi64>, %arg2: tensor<12xui64>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf16> {jax.result_info = "result[1]"}, tensor<12xbf16> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf64> {jax.result_info = "result[6]"}, tensor<12xbf16> {jax.result_info = "result[7]"}, tensor<12xbf16> {jax.result_info = "result[8]"}, tensor<12xf16> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xf32>
    %1 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xf16>
    %2 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xbf16>
    %3 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf32>
    %4 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf64>
    %5 = stablehlo.convert %arg2 : (tensor<12xui64>) -> tensor<12xf32>
    %6 = stablehlo.convert %arg2 : (tensor<12xui64>) -> tensor<12xf64>
    %7 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xbf16>
    %8 = stablehlo.convert %arg2 : (tensor<12xui64>) -> tensor<12xbf16>
    %9 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<12xf32>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf32>, tensor<12xf64>, tensor<12xf32>, tensor<12xf64>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf16>, %arg1: tensor<1024xf16>, %arg2: tensor<1024xbf16>, %arg3: tensor<1024xbf16>) -> (tensor<1024xf16> {jax.result_info = "result[0]"}, tensor<1024xf16> {jax.result_info = "result[1]"}, tensor<1024xf16> {jax.result_info = "result[2]"}, tensor<1024xf16> {jax.result_info = "result[3]"}, tensor<1024xf16> {jax.result_info = "result[4]"}, tensor<1024xf32> {jax.result_info = "result[5]"}, tensor<1024xbf16> {jax.result_info = "result[6]"}, tensor<1024xbf16> {jax.result_info = "result[7]"}, tensor<1024xbf16> {jax.result_info = "result[8]"}, tensor<1024xf16> {jax.result_info = "result[9]"}, tensor<1024xbf16> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1024xf16>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<1024xf16>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<1024xf16>
    %3 = stablehlo.maximum %arg0, %arg1 : tensor<1024xf16>
    %4 = stablehlo.exponential %arg0 : tensor<1024xf16>
    %5 = stablehlo.convert %arg0 : (tensor<1024xf16>) -> tensor<1024xf32>
    %6 = stablehlo.multiply %arg2, %arg3 : tensor<1024xbf16>
    %7 = stablehlo.add %arg2, %arg3 : tensor<1024xbf16>
    %8 = stablehlo.tanh %arg2 : tensor<1024xbf16>
    %9 = stablehlo.convert %arg2 : (tensor<1024xbf16>) -> tensor<1024xf16>
    %10 = stablehlo.convert %arg0 : (tensor<1024xf16>) -> tensor<1024xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<1024xf16>, tensor<1024xf16>, tensor<1024xf16>, tensor<1024xf16>, tensor<1024xf16>, tensor<1024xf32>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xf16>, tensor<1024xbf16>
  }
}

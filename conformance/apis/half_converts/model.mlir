module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf16> {jax.result_info = "result[0]"}, tensor<8xf16> {jax.result_info = "result[1]"}, tensor<8xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xf16>
    %1 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    %2 = stablehlo.convert %1 : (tensor<8xbf16>) -> tensor<8xf16>
    %3 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xf16>
    %4 = stablehlo.convert %3 : (tensor<8xf16>) -> tensor<8xbf16>
    return %0, %2, %4 : tensor<8xf16>, tensor<8xf16>, tensor<8xbf16>
  }
}

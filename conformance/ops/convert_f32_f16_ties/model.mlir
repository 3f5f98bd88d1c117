module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xf32>) -> (tensor<20xf16> {jax.result_info = "result[0]"}, tensor<20xbf16> {jax.result_info = "result[1]"}, tensor<20xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<20xf32>) -> tensor<20xf16>
    %1 = stablehlo.convert %arg0 : (tensor<20xf32>) -> tensor<20xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<20xf32>) -> tensor<20xf16>
    %3 = stablehlo.convert %2 : (tensor<20xf16>) -> tensor<20xf32>
    return %0, %1, %3 : tensor<20xf16>, tensor<20xbf16>, tensor<20xf32>
  }
}

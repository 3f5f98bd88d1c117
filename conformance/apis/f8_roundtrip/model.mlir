module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<27xf32>) -> (tensor<27xf32> {jax.result_info = "result[0]"}, tensor<27xf32> {jax.result_info = "result[1]"}, tensor<27xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<27xf32>) -> tensor<27xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<27xf8E4M3FN>) -> tensor<27xf32>
    %2 = stablehlo.convert %arg0 : (tensor<27xf32>) -> tensor<27xf8E5M2>
    %3 = stablehlo.convert %2 : (tensor<27xf8E5M2>) -> tensor<27xf32>
    %4 = stablehlo.convert %arg0 : (tensor<27xf32>) -> tensor<27xf8E4M3FN>
    %5 = stablehlo.convert %arg0 : (tensor<27xf32>) -> tensor<27xf8E4M3FN>
    %6 = stablehlo.multiply %4, %5 : tensor<27xf8E4M3FN>
    %7 = stablehlo.convert %6 : (tensor<27xf8E4M3FN>) -> tensor<27xf32>
    return %1, %3, %7 : tensor<27xf32>, tensor<27xf32>, tensor<27xf32>
  }
}

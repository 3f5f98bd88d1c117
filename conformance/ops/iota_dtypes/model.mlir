module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<10xi8> {jax.result_info = "result[0]"}, tensor<7xui8> {jax.result_info = "result[1]"}, tensor<5xf16> {jax.result_info = "result[2]"}, tensor<6xbf16> {jax.result_info = "result[3]"}, tensor<2x3x4xi16> {jax.result_info = "result[4]"}, tensor<2x3x4xui32> {jax.result_info = "result[5]"}, tensor<3x5xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi8>
    %1 = stablehlo.iota dim = 0 : tensor<7xui8>
    %2 = stablehlo.iota dim = 0 : tensor<5xf16>
    %3 = stablehlo.iota dim = 0 : tensor<6xbf16>
    %4 = stablehlo.iota dim = 2 : tensor<2x3x4xi16>
    %5 = stablehlo.iota dim = 0 : tensor<2x3x4xui32>
    %6 = stablehlo.iota dim = 1 : tensor<3x5xf32>
    %7 = stablehlo.add %6, %arg0 : tensor<3x5xf32>
    return %0, %1, %2, %3, %4, %5, %7 : tensor<10xi8>, tensor<7xui8>, tensor<5xf16>, tensor<6xbf16>, tensor<2x3x4xi16>, tensor<2x3x4xui32>, tensor<3x5xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xi8>, %arg1: tensor<20xui16>, %arg2: tensor<20xi16>, %arg3: tensor<20xui8>) -> (tensor<20xi8> {jax.result_info = "result[0]"}, tensor<20xi8> {jax.result_info = "result[1]"}, tensor<20xui16> {jax.result_info = "result[2]"}, tensor<20xui16> {jax.result_info = "result[3]"}, tensor<20xi16> {jax.result_info = "result[4]"}, tensor<20xi16> {jax.result_info = "result[5]"}, tensor<20xui8> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<20xi8>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<20xi8>
    %2 = stablehlo.popcnt %arg1 : tensor<20xui16>
    %3 = stablehlo.count_leading_zeros %arg1 : tensor<20xui16>
    %4 = stablehlo.popcnt %arg2 : tensor<20xi16>
    %5 = stablehlo.count_leading_zeros %arg2 : tensor<20xi16>
    %6 = stablehlo.count_leading_zeros %arg3 : tensor<20xui8>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<20xi8>, tensor<20xi8>, tensor<20xui16>, tensor<20xui16>, tensor<20xi16>, tensor<20xi16>, tensor<20xui8>
  }
}

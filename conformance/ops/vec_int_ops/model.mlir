module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xi16>, %arg1: tensor<512xi16>, %arg2: tensor<512xui8>, %arg3: tensor<512xui8>) -> (tensor<512xi16> {jax.result_info = "result[0]"}, tensor<512xi16> {jax.result_info = "result[1]"}, tensor<512xi16> {jax.result_info = "result[2]"}, tensor<512xi16> {jax.result_info = "result[3]"}, tensor<512xi16> {jax.result_info = "result[4]"}, tensor<512xi16> {jax.result_info = "result[5]"}, tensor<512xi16> {jax.result_info = "result[6]"}, tensor<512xui8> {jax.result_info = "result[7]"}, tensor<512xui8> {jax.result_info = "result[8]"}, tensor<512xui8> {jax.result_info = "result[9]"}, tensor<512xui8> {jax.result_info = "result[10]"}, tensor<512xi16> {jax.result_info = "result[11]"}, tensor<512xi16> {jax.result_info = "result[12]"}, tensor<512xui8> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<512xi16>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<512xi16>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<512xi16>
    %3 = stablehlo.shift_left %arg0, %arg1 : tensor<512xi16>
    %4 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<512xi16>
    %5 = stablehlo.popcnt %arg0 : tensor<512xi16>
    %6 = stablehlo.count_leading_zeros %arg0 : tensor<512xi16>
    %7 = stablehlo.divide %arg2, %arg3 : tensor<512xui8>
    %8 = stablehlo.remainder %arg2, %arg3 : tensor<512xui8>
    %9 = stablehlo.shift_right_logical %arg2, %arg3 : tensor<512xui8>
    %10 = stablehlo.count_leading_zeros %arg2 : tensor<512xui8>
    %11 = stablehlo.abs %arg0 : tensor<512xi16>
    %12 = stablehlo.sign %arg0 : tensor<512xi16>
    %13 = stablehlo.maximum %arg2, %arg3 : tensor<512xui8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<512xi16>, tensor<512xi16>, tensor<512xi16>, tensor<512xi16>, tensor<512xi16>, tensor<512xi16>, tensor<512xi16>, tensor<512xui8>, tensor<512xui8>, tensor<512xui8>, tensor<512xui8>, tensor<512xi16>, tensor<512xi16>, tensor<512xui8>
  }
}

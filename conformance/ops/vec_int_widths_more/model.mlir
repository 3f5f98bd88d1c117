module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xi8>, %arg1: tensor<512xi8>, %arg2: tensor<512xui32>, %arg3: tensor<512xui32>, %arg4: tensor<512xi1>, %arg5: tensor<512xi1>) -> (tensor<512xi8> {jax.result_info = "result[0]"}, tensor<512xi8> {jax.result_info = "result[1]"}, tensor<512xi8> {jax.result_info = "result[2]"}, tensor<512xui32> {jax.result_info = "result[3]"}, tensor<512xui32> {jax.result_info = "result[4]"}, tensor<512xui32> {jax.result_info = "result[5]"}, tensor<512xui32> {jax.result_info = "result[6]"}, tensor<512xui32> {jax.result_info = "result[7]"}, tensor<512xf32> {jax.result_info = "result[8]"}, tensor<512xi8> {jax.result_info = "result[9]"}, tensor<512xi1> {jax.result_info = "result[10]"}, tensor<512xi1> {jax.result_info = "result[11]"}, tensor<512xi1> {jax.result_info = "result[12]"}, tensor<512xi1> {jax.result_info = "result[13]"}, tensor<512xi8> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<512xi8>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<512xi8>
    %2 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<512xi8>
    %3 = stablehlo.divide %arg2, %arg3 : tensor<512xui32>
    %4 = stablehlo.remainder %arg2, %arg3 : tensor<512xui32>
    %5 = stablehlo.shift_left %arg2, %arg3 : tensor<512xui32>
    %6 = stablehlo.popcnt %arg2 : tensor<512xui32>
    %7 = stablehlo.count_leading_zeros %arg2 : tensor<512xui32>
    %8 = stablehlo.convert %arg2 : (tensor<512xui32>) -> tensor<512xf32>
    %9 = stablehlo.convert %arg2 : (tensor<512xui32>) -> tensor<512xi8>
    %10 = stablehlo.and %arg4, %arg5 : tensor<512xi1>
    %11 = stablehlo.or %arg4, %arg5 : tensor<512xi1>
    %12 = stablehlo.xor %arg4, %arg5 : tensor<512xi1>
    %13 = stablehlo.not %arg4 : tensor<512xi1>
    %14 = call @_where(%arg4, %arg0, %arg1) : (tensor<512xi1>, tensor<512xi8>, tensor<512xi8>) -> tensor<512xi8>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<512xi8>, tensor<512xi8>, tensor<512xi8>, tensor<512xui32>, tensor<512xui32>, tensor<512xui32>, tensor<512xui32>, tensor<512xui32>, tensor<512xf32>, tensor<512xi8>, tensor<512xi1>, tensor<512xi1>, tensor<512xi1>, tensor<512xi1>, tensor<512xi8>
  }
  func.func private @_where(%arg0: tensor<512xi1>, %arg1: tensor<512xi8>, %arg2: tensor<512xi8>) -> tensor<512xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512xi1>, tensor<512xi8>
    return %0 : tensor<512xi8>
  }
}

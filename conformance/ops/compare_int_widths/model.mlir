module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi8>, %arg1: tensor<12xi8>, %arg2: tensor<12xui16>, %arg3: tensor<12xui16>) -> (tensor<12xi1> {jax.result_info = "result[0]"}, tensor<12xi1> {jax.result_info = "result[1]"}, tensor<12xi1> {jax.result_info = "result[2]"}, tensor<12xi1> {jax.result_info = "result[3]"}, tensor<12xi1> {jax.result_info = "result[4]"}, tensor<12xi1> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %1 = stablehlo.compare GE, %arg0, %arg1, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %2 = stablehlo.compare EQ, %arg0, %arg1, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %3 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<12xui16>, tensor<12xui16>) -> tensor<12xi1>
    %4 = stablehlo.compare GT, %arg2, %arg3, UNSIGNED : (tensor<12xui16>, tensor<12xui16>) -> tensor<12xi1>
    %5 = stablehlo.compare NE, %arg2, %arg3, UNSIGNED : (tensor<12xui16>, tensor<12xui16>) -> tensor<12xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xi1>
  }
}

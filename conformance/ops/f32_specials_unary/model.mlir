module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xi1> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}, tensor<16xf32> {jax.result_info = "result[5]"}, tensor<16xf32> {jax.result_info = "result[6]"}, tensor<16xf32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.sign %arg0 : tensor<16xf32>
    %1 = stablehlo.is_finite %arg0 : (tensor<16xf32>) -> tensor<16xi1>
    %2 = stablehlo.floor %arg0 : tensor<16xf32>
    %3 = stablehlo.ceil %arg0 : tensor<16xf32>
    %4 = stablehlo.abs %arg0 : tensor<16xf32>
    %5 = stablehlo.negate %arg0 : tensor<16xf32>
    %6 = stablehlo.round_nearest_afz %arg0 : tensor<16xf32>
    %7 = call @round(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<16xf32>, tensor<16xi1>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @round(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}

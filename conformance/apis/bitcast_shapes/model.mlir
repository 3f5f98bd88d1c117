module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5x2xui16>) -> (tensor<3x4x2xui16> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4x2xui16>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<5x2xui16>) -> tensor<5xf32>
    return %0, %1 : tensor<3x4x2xui16>, tensor<5xf32>
  }
}

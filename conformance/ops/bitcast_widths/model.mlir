module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<4x2xui16>, %arg2: tensor<5x4xui8>) -> (tensor<2x3x2xui16> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<2x3x4xi8> {jax.result_info = "result[2]"}, tensor<5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3x2xui16>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<4x2xui16>) -> tensor<4xf32>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3x4xi8>
    %3 = stablehlo.bitcast_convert %arg2 : (tensor<5x4xui8>) -> tensor<5xi32>
    return %0, %1, %2, %3 : tensor<2x3x2xui16>, tensor<4xf32>, tensor<2x3x4xi8>, tensor<5xi32>
  }
}

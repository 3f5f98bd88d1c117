module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x0xf32>, %arg1: tensor<0xi32>) -> (tensor<2x0xf32> {jax.result_info = "result[0]"}, tensor<2x0xf32> {jax.result_info = "result[1]"}, tensor<0x2xf32> {jax.result_info = "result[2]"}, tensor<0x2xf32> {jax.result_info = "result[3]"}, tensor<2x0xf32> {jax.result_info = "result[4]"}, tensor<0xi32> {jax.result_info = "result[5]"}, tensor<3x0xi32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x0xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x0xf32>
    %2 = stablehlo.exponential %arg0 : tensor<2x0xf32>
    %3 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x0xf32>) -> tensor<0x2xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2x0xf32>) -> tensor<0x2xf32>
    %5 = stablehlo.concatenate %arg0, %arg0, dim = 1 : (tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<0xi32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<0xi32>) -> tensor<3x0xi32>
    return %1, %2, %3, %4, %5, %7, %8 : tensor<2x0xf32>, tensor<2x0xf32>, tensor<0x2xf32>, tensor<0x2xf32>, tensor<2x0xf32>, tensor<0xi32>, tensor<3x0xi32>
  }
}

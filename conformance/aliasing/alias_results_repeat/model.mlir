module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2xf32> {jax.result_info = "result[2]"}, tensor<3x2xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<3x2xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x2xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    return %arg0, %arg0, %arg1, %1, %cst_0, %arg0 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<2xf32>, tensor<3x2xf32>, tensor<f32>, tensor<3x2xf32>
  }
}

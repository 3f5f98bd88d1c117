module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<74x53xf32>) -> (tensor<53x74xf32> {jax.result_info = "result[0]"}, tensor<53x37x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<74x53xf32>) -> tensor<53x74xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<53x74xf32>
    %2 = stablehlo.add %0, %1 : tensor<53x74xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<74x53xf32>) -> tensor<37x2x53xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] : (tensor<37x2x53xf32>) -> tensor<53x37x2xf32>
    return %2, %4 : tensor<53x74xf32>, tensor<53x37x2xf32>
  }
}

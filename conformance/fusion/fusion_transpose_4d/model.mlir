module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x13x7x31xf32>) -> (tensor<5x7x13x31xf32> {jax.result_info = "result[0]"}, tensor<31x13x7x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] : (tensor<5x13x7x31xf32>) -> tensor<5x7x13x31xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7x13x31xf32>
    %2 = stablehlo.add %0, %1 : tensor<5x7x13x31xf32>
    %3 = stablehlo.transpose %arg0, dims = [3, 1, 2, 0] : (tensor<5x13x7x31xf32>) -> tensor<31x13x7x5xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<31x13x7x5xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<31x13x7x5xf32>
    return %2, %5 : tensor<5x7x13x31xf32>, tensor<31x13x7x5xf32>
  }
}

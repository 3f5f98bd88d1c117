module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x9xf32>) -> (tensor<7x9xf32> {jax.result_info = "result[0]"}, tensor<7x9xf32> {jax.result_info = "result[1]"}) {
    %0 = chlo.erf_inv %arg0 : tensor<7x9xf32> -> tensor<7x9xf32>
    %cst = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x9xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<7x9xf32>
    %3 = chlo.erf_inv %2 : tensor<7x9xf32> -> tensor<7x9xf32>
    return %0, %3 : tensor<7x9xf32>, tensor<7x9xf32>
  }
}

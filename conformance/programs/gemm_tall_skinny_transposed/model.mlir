module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<150x7xf32>, %arg1: tensor<150x33xf32>) -> (tensor<7x33xf32> {jax.result_info = "result[0]"}, tensor<33x7xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<150x7xf32>) -> tensor<7x150xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x150xf32>, tensor<150x33xf32>) -> tensor<7x33xf32>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<150x33xf32>) -> tensor<33x150xf32>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33x150xf32>, tensor<150x7xf32>) -> tensor<33x7xf32>
    return %1, %3 : tensor<7x33xf32>, tensor<33x7xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50x33xf32>, %arg1: tensor<50x61xf32>) -> (tensor<33x61xf32> {jax.result_info = "result[0]"}, tensor<33x33xf32> {jax.result_info = "result[1]"}, tensor<50x50xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50x33xf32>) -> tensor<33x50xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33x50xf32>, tensor<50x61xf32>) -> tensor<33x61xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50x33xf32>) -> tensor<33x50xf32>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33x50xf32>, tensor<50x33xf32>) -> tensor<33x33xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<50x61xf32>) -> tensor<61x50xf32>
    %5 = stablehlo.dot_general %arg1, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x61xf32>, tensor<61x50xf32>) -> tensor<50x50xf32>
    return %1, %3, %5 : tensor<33x61xf32>, tensor<33x33xf32>, tensor<50x50xf32>
  }
}

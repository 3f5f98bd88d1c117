module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x200xf32>, %arg1: tensor<200xf32>) -> (tensor<40xf32> {jax.result_info = "result[0]"}, tensor<200xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x200xf32>, tensor<200xf32>) -> tensor<40xf32>
    %1 = stablehlo.slice %arg1 [0:40] : (tensor<200xf32>) -> tensor<40xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40xf32>, tensor<40x200xf32>) -> tensor<200xf32>
    return %0, %2 : tensor<40xf32>, tensor<200xf32>
  }
}

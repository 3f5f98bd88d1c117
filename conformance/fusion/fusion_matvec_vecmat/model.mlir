module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<101x129xf32>, %arg1: tensor<129xf32>, %arg2: tensor<101xf32>) -> (tensor<101xf32> {jax.result_info = "result[0]"}, tensor<129xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<101x129xf32>, tensor<129xf32>) -> tensor<101xf32>
    %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<101xf32>, tensor<101x129xf32>) -> tensor<129xf32>
    %2 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<129xf32>, tensor<129xf32>) -> tensor<f32>
    return %0, %1, %2 : tensor<101xf32>, tensor<129xf32>, tensor<f32>
  }
}

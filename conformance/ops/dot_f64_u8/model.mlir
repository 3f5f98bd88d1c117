module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf64>, %arg1: tensor<7x2xf64>, %arg2: tensor<5x3xui8>) -> (tensor<3x2xf64> {jax.result_info = "result[0]"}, tensor<3x3xf64> {jax.result_info = "result[1]"}, tensor<3x3xui32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf64>, tensor<7x2xf64>) -> tensor<3x2xf64>
    %1 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf64>, tensor<3x7xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xui8>, tensor<5x3xui8>) -> tensor<3x3xui32>
    return %0, %1, %2 : tensor<3x2xf64>, tensor<3x3xf64>, tensor<3x3xui32>
  }
}

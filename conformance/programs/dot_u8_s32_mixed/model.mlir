module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x10xui8>, %arg1: tensor<10x2xi32>) -> (tensor<3x2xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x10xui8>) -> tensor<3x10xi32>
    %1 = stablehlo.convert %arg1 : tensor<10x2xi32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x10xi32>, tensor<10x2xi32>) -> tensor<3x2xi32>
    return %2 : tensor<3x2xi32>
  }
}

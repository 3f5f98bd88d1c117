module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xi1>) -> (tensor<3x4x5xi1> {jax.result_info = "result[0]"}, tensor<3x4x5xi8> {jax.result_info = "result[1]"}, tensor<3x4x5xui8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.not %arg0 : tensor<3x4x5xi1>
    %1 = stablehlo.not %arg0 : tensor<3x4x5xi1>
    %2 = stablehlo.convert %1 : (tensor<3x4x5xi1>) -> tensor<3x4x5xi8>
    %3 = stablehlo.convert %arg0 : (tensor<3x4x5xi1>) -> tensor<3x4x5xui8>
    %c = stablehlo.constant dense<3> : tensor<ui8>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<3x4x5xui8>
    %5 = stablehlo.multiply %3, %4 : tensor<3x4x5xui8>
    return %0, %2, %5 : tensor<3x4x5xi1>, tensor<3x4x5xi8>, tensor<3x4x5xui8>
  }
}

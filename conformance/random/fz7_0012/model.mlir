module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<1x7xf32>, %arg2: tensor<7x6xi1>) -> (tensor<2x1x7xi1> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.is_finite %arg1 : (tensor<1x7xf32>) -> tensor<1x7xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x7xi1>) -> tensor<7xi1>
    %2 = stablehlo.reshape %1 : (tensor<7xi1>) -> tensor<1x7xi1>
    %3 = call @_where(%0, %0, %2) : (tensor<1x7xi1>, tensor<1x7xi1>, tensor<1x7xi1>) -> tensor<1x7xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x7xi1>) -> tensor<2x1x7xi1>
    return %4 : tensor<2x1x7xi1>
  }
  func.func private @_where(%arg0: tensor<1x7xi1>, %arg1: tensor<1x7xi1>, %arg2: tensor<1x7xi1>) -> tensor<1x7xi1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x7xi1>, tensor<1x7xi1>
    return %0 : tensor<1x7xi1>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i1> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.abs %arg0 : tensor<i32>
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}

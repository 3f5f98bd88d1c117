module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<0xi32>) -> (tensor<0x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<0xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<0xi1>, tensor<0xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    return %6 : tensor<0x3xf32>
  }
}

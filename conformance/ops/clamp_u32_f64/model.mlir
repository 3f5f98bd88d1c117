module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xui32>, %arg1: tensor<10xf64>) -> (tensor<10xui32> {jax.result_info = "result[0]"}, tensor<10xf64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<10> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4000000000> : tensor<ui32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<10xui32>, tensor<ui32>, tensor<ui32>) -> tensor<10xui32>
    %cst = stablehlo.constant dense<-1.500000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e+300> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %3 = stablehlo.clamp %1, %arg1, %2 : tensor<10xf64>
    return %0, %3 : tensor<10xui32>, tensor<10xf64>
  }
  func.func private @clip(%arg0: tensor<10xui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<10xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<10xui32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %3 = stablehlo.minimum %2, %1 : tensor<10xui32>
    return %3 : tensor<10xui32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8xf32>) -> (tensor<5x8xf32> {jax.result_info = "result"}) {
    %0 = call @inner_norm(%arg0) : (tensor<5x8xf32>) -> tensor<5x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<5x8xf32>
    %3 = call @inner_norm(%2) : (tensor<5x8xf32>) -> tensor<5x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %7 = stablehlo.add %0, %6 : tensor<5x8xf32>
    return %7 : tensor<5x8xf32>
  }
  func.func private @inner_norm(%arg0: tensor<5x8xf32>) -> tensor<5x8xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %4 = stablehlo.add %2, %3 : tensor<5x1xf32>
    %5 = stablehlo.sqrt %4 : tensor<5x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %7 = stablehlo.divide %arg0, %6 : tensor<5x8xf32>
    return %7 : tensor<5x8xf32>
  }
}

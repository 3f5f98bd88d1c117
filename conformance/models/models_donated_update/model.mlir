module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result['b']"}, tensor<4x4xf32> {jax.result_info = "result['w']"}) {
    %0:2 = call @"<lambda>"(%arg0, %arg1, %arg2, %arg3) : (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<4xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %4 = stablehlo.multiply %3, %arg2 : tensor<4x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x4xf32>
    return %2, %5 : tensor<4xf32>, tensor<4x4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<77x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<77x64xf32>) -> (tensor<77x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<77x64xf32>, tensor<64x64xf32>) -> tensor<77x64xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<77x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<77x64xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<77x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<77x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<77x64xf32>
    return %5 : tensor<77x64xf32>
  }
}

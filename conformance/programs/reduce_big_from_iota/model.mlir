module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<300000xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<300000xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<300000xf32>
    %3 = stablehlo.sine %2 : tensor<300000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<300000xf32>, tensor<f32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
}

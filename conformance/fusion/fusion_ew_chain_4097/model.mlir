module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4097xf32>, %arg1: tensor<4097xf32>) -> (tensor<4097xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.tanh %arg0 : tensor<4097xf32>
    %1 = stablehlo.abs %arg1 : tensor<4097xf32>
    %2 = stablehlo.negate %1 : tensor<4097xf32>
    %3 = stablehlo.exponential %2 : tensor<4097xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4097xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<4097xf32>
    %6 = stablehlo.log_plus_one %5 : tensor<4097xf32>
    %7 = stablehlo.add %4, %6 : tensor<4097xf32>
    %8 = stablehlo.multiply %arg1, %arg1 : tensor<4097xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4097xf32>
    %10 = stablehlo.add %9, %8 : tensor<4097xf32>
    %11 = stablehlo.rsqrt %10 : tensor<4097xf32>
    %12 = stablehlo.subtract %7, %11 : tensor<4097xf32>
    return %12 : tensor<4097xf32>
  }
}

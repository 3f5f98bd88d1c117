module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x9xf32>) -> (tensor<5x9xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5x9xf32>) -> tensor<5x9xf16>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x9xf16>, tensor<f16>) -> tensor<5xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<5xf16>
    %3 = stablehlo.maximum %2, %1 : tensor<5xf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xf16>) -> tensor<5x1xf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<5x1xf16>) -> tensor<5x9xf16>
    %6 = stablehlo.subtract %0, %5 : tensor<5x9xf16>
    %7 = stablehlo.exponential %6 : tensor<5x9xf16>
    %8 = stablehlo.convert %7 : (tensor<5x9xf16>) -> tensor<5x9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<5x9xf32>, tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.convert %10 : (tensor<5x1xf32>) -> tensor<5x1xf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<5x1xf16>) -> tensor<5x9xf16>
    %13 = stablehlo.divide %7, %12 : tensor<5x9xf16>
    %14 = stablehlo.convert %13 : (tensor<5x9xf16>) -> tensor<5x9xf32>
    return %14 : tensor<5x9xf32>
  }
}

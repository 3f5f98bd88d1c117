module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x64xf32>, %arg1: tensor<30x64xf32>) -> (tensor<40x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<40x64xf32>) -> tensor<40x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<30x64xf32>) -> tensor<1x30x64xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<40x1x64xf32>) -> tensor<40x30x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x30x64xf32>) -> tensor<40x30x64xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<40x30x64xf32>
    %5 = stablehlo.exponential %4 : tensor<40x30x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<40x64xf32>) -> tensor<40x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40x1x64xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<40x1x64xf32>, tensor<40x1x64xf32>) -> tensor<40x1x64xi1>
    %9 = stablehlo.convert %8 : (tensor<40x1x64xi1>) -> tensor<40x1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<40x1x64xf32>) -> tensor<40x30x64xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<40x30x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<40x30x64xf32>, tensor<f32>) -> tensor<40x64xf32>
    return %12 : tensor<40x64xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6x4x8xf32>, %arg1: tensor<1x9x2x8xf32>, %arg2: tensor<1x9x2x8xf32>, %arg3: tensor<1x4x6x9xf32>) -> (tensor<1x6x4x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x6x4x8xf32>) -> tensor<1x6x2x2x8xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<1x4x6x9xf32>) -> tensor<1x2x2x6x9xf32>
    %2 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x6x2x2x8xf32>, tensor<1x9x2x8xf32>) -> tensor<1x2x6x2x9xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x6x2x9xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x2x6x2x9xf32>
    %5 = stablehlo.transpose %4, dims = [3, 0, 1, 2, 4] : (tensor<1x2x6x2x9xf32>) -> tensor<2x1x2x6x9xf32>
    %6 = stablehlo.transpose %1, dims = [2, 0, 1, 3, 4] : (tensor<1x2x2x6x9xf32>) -> tensor<2x1x2x6x9xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x1x2x6x9xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<2x1x2x6x9xf32>, tensor<f32>) -> tensor<2x1x2x6xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x2x6xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x1x2x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x1x2x6xf32>) -> tensor<2x1x2x6x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<2x1x2x6x1xf32>) -> tensor<2x1x2x6x9xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<2x1x2x6x9xf32>
    %14 = stablehlo.exponential %13 : tensor<2x1x2x6x9xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<2x1x2x6x9xf32>, tensor<f32>) -> tensor<2x1x2x6xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<2x1x2x6xf32>) -> tensor<2x1x2x6x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3, 4] : (tensor<2x1x2x6x1xf32>) -> tensor<2x1x2x6x9xf32>
    %18 = stablehlo.divide %14, %17 : tensor<2x1x2x6x9xf32>
    %19 = stablehlo.dot_general %arg2, %18, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x9x2x8xf32>, tensor<2x1x2x6x9xf32>) -> tensor<1x2x8x2x6xf32>
    %20 = stablehlo.transpose %19, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x2x6xf32>) -> tensor<2x1x6x2x8xf32>
    %21 = stablehlo.transpose %20, dims = [1, 2, 3, 0, 4] : (tensor<2x1x6x2x8xf32>) -> tensor<1x6x2x2x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x6x2x2x8xf32>) -> tensor<1x6x4x8xf32>
    return %22 : tensor<1x6x4x8xf32>
  }
}

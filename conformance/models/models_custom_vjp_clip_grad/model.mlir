module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<5x4xf32>) -> (tensor<4x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<5x3xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<5x3xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<5x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<5x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<5x3xf32>
    %cst_2 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = call @clip(%8, %cst_2, %cst_3) : (tensor<5x3xf32>, tensor<f32>, tensor<f32>) -> tensor<5x3xf32>
    %10 = stablehlo.dot_general %9, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %11 : tensor<4x3xf32>
  }
  func.func private @clip(%arg0: tensor<5x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5x3xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<5x3xf32>
    return %5 : tensor<5x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<6x4xf32>) -> (tensor<f32> {jax.result_info = "result[0][0]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %1 = stablehlo.tanh %0 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<6x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.reshape %6 : (tensor<f32>) -> tensor<1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x4xf32>
    %9 = stablehlo.compare EQ, %5, %8, FLOAT : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xi1>
    %10 = stablehlo.convert %9 : (tensor<6x4xi1>) -> tensor<6x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<6x4xf32>
    %14 = stablehlo.multiply %13, %1 : tensor<6x4xf32>
    %15 = stablehlo.add %13, %14 : tensor<6x4xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %4, %6, %17 : tensor<f32>, tensor<f32>, tensor<4x4xf32>
  }
}

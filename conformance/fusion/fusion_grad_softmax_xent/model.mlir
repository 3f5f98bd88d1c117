module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x17xf32>, %arg1: tensor<64x40xf32>, %arg2: tensor<64x17xf32>) -> (tensor<40x17xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x40xf32>, tensor<40x17xf32>) -> tensor<64x17xf32>
    %1:3 = call @log_softmax(%0) : (tensor<64x17xf32>) -> (tensor<64x17xf32>, tensor<64x17xf32>, tensor<64x1xf32>)
    %2 = stablehlo.multiply %1#0, %arg2 : tensor<64x17xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x17xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_1 : tensor<f32>
    %6 = stablehlo.negate %5 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.negate %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_3 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<64xf32>) -> tensor<64x17xf32>
    %11 = stablehlo.multiply %10, %arg2 : tensor<64x17xf32>
    %12 = call @log_softmax_0(%1#1, %1#2, %11) : (tensor<64x17xf32>, tensor<64x1xf32>, tensor<64x17xf32>) -> tensor<64x17xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x17xf32>, tensor<64x40xf32>) -> tensor<17x40xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<17x40xf32>) -> tensor<40x17xf32>
    return %14 : tensor<40x17xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x17xf32>) -> (tensor<64x17xf32>, tensor<64x17xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x17xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x17xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x17xf32>
    %6 = stablehlo.exponential %5 : tensor<64x17xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x17xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x17xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x17xf32>
    return %11, %6, %8 : tensor<64x17xf32>, tensor<64x17xf32>, tensor<64x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x17xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x17xf32>) -> tensor<64x17xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x17xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x17xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x17xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x17xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x17xf32>
    return %7 : tensor<64x17xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<2x3xi1>, %arg3: tensor<3x4xbf16>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6x4xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x6xf32>) -> tensor<6x5xf32>
    %2 = stablehlo.slice %1 [0:6, 0:3] : (tensor<6x5xf32>) -> tensor<6x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where(%arg2, %3, %cst_0) : (tensor<2x3xi1>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.convert %arg3 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<3x4xf32>
    return %0, %4, %7 : tensor<5x4xf32>, tensor<2x3xf32>, tensor<3x4xf32>
  }
  func.func private @_where(%arg0: tensor<2x3xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<2x3xi1>, tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
}

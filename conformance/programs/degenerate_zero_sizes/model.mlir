module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<0x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<0xf32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<0x4xf32> {jax.result_info = "result[4]"}, tensor<0x2xf32> {jax.result_info = "result[5]"}, tensor<2x1xcomplex<f32>> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<0x4xf32>, tensor<f32>) -> tensor<0xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<0xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<0x4xf32>) -> tensor<4x0xf32>
    %5 = stablehlo.slice %4 [0:0, 0:0] : (tensor<4x0xf32>) -> tensor<0x0xf32>
    %6 = stablehlo.reshape %5 : (tensor<0x0xf32>) -> tensor<0x3xf32>
    %7 = stablehlo.concatenate %arg0, %6, dim = 0 : (tensor<2x3xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<0x4xf32>) -> tensor<4x0xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x0xf32>) -> tensor<0x3xf32>
    %11 = call @sort(%arg1) : (tensor<0x4xf32>) -> tensor<0x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %13 = stablehlo.dot_general %arg1, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<0x4xf32>, tensor<4x2xf32>) -> tensor<0x2xf32>
    %14 = stablehlo.slice %arg0 [0:2, 0:1] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %15 = stablehlo.convert %14 : (tensor<2x1xf32>) -> tensor<2x1xcomplex<f32>>
    %16 = call @fft(%15) : (tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
    return %0, %3, %7, %8, %11, %13, %16 : tensor<4xf32>, tensor<0xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<0x4xf32>, tensor<0x2xf32>, tensor<2x1xcomplex<f32>>
  }
  func.func private @sort(%arg0: tensor<0x4xf32>) -> tensor<0x4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<0x4xf32>) -> tensor<0x4xf32>
    return %0 : tensor<0x4xf32>
  }
  func.func private @fft(%arg0: tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1] : (tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
    return %0 : tensor<2x1xcomplex<f32>>
  }
}

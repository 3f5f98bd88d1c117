module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xcomplex<f32>>
    %1 = stablehlo.power %arg0, %arg1 : tensor<3x4xcomplex<f32>>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x4xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %3 = stablehlo.dot_general %arg0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %5 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x4xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<3x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    return %0, %1, %3, %4, %6 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xcomplex<f32>>) -> (tensor<3x5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x5xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x5xi32> {jax.result_info = "result[2]"}, tensor<3x5xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x5xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf32>) -> tensor<3x5xcomplex<f32>>
    %1 = stablehlo.negate %arg0 : tensor<3x5xf32>
    %2 = stablehlo.complex %arg0, %1 : tensor<3x5xcomplex<f32>>
    %3 = stablehlo.real %arg1 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %4 = stablehlo.convert %3 : (tensor<3x5xf32>) -> tensor<3x5xi32>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
    %6 = stablehlo.multiply %arg1, %5 : tensor<3x5xcomplex<f32>>
    %7 = stablehlo.abs %arg1 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %8 = stablehlo.convert %7 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    return %0, %2, %4, %6, %8 : tensor<3x5xcomplex<f32>>, tensor<3x5xcomplex<f32>>, tensor<3x5xi32>, tensor<3x5xcomplex<f32>>, tensor<3x5xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xcomplex<f32>>) -> (tensor<16xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<16xf32> {jax.result_info = "result[5]"}, tensor<16xf32> {jax.result_info = "result[6]"}, tensor<16xcomplex<f32>> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<16xcomplex<f32>>
    %1 = stablehlo.log %arg0 : tensor<16xcomplex<f32>>
    %2 = stablehlo.sqrt %arg0 : tensor<16xcomplex<f32>>
    %3 = stablehlo.tanh %arg0 : tensor<16xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %5 = stablehlo.power %arg0, %4 : tensor<16xcomplex<f32>>
    %6 = stablehlo.abs %arg0 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %7 = call @angle(%arg0) : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %9 = stablehlo.divide %8, %arg0 : tensor<16xcomplex<f32>>
    return %0, %1, %2, %3, %5, %6, %7, %9 : tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<16xf32>, tensor<16xf32>, tensor<16xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xf32> {
    %0 = stablehlo.real %arg0 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %1 = stablehlo.imag %arg0 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}

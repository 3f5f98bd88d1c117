module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6xcomplex<f32>>) -> (tensor<2x4x6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x4x6xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0, %1 : tensor<2x4x6xcomplex<f32>>, tensor<2x4x6xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0 : tensor<2x4x6xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [4, 6] : (tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    return %0 : tensor<2x4x6xcomplex<f32>>
  }
}

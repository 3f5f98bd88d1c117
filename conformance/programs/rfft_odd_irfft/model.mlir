module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x3xf32>) -> (tensor<5x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<9x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<9x3xf32>) -> tensor<3x9xf32>
    %1 = call @fft(%0) : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x5xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %3 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<9x3xf32>) -> tensor<3x9xf32>
    %4 = call @fft(%3) : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<3x5xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<5x3xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad(%6, %c) : (tensor<3x5xcomplex<f32>>, tensor<i32>) -> tensor<3x5xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<3x5xcomplex<f32>>) -> tensor<3x9xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<3x9xf32>) -> tensor<9x3xf32>
    return %2, %9 : tensor<5x3xcomplex<f32>>, tensor<9x3xf32>
  }
  func.func private @fft(%arg0: tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
    return %0 : tensor<3x5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<3x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
    return %1 : tensor<3x5xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x9xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [9] : (tensor<3x5xcomplex<f32>>) -> tensor<3x9xf32>
    return %0 : tensor<3x9xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xcomplex<f32>>) -> (tensor<10xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<10xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<7xf32> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    %1 = call @_roll_static(%0) : (tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<10xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %4 = stablehlo.imag %2 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %5 = stablehlo.negate %4 : tensor<5xf32>
    %6 = stablehlo.complex %3, %5 : tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad(%6, %c) : (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<8xf32>
    %11 = call @_roll_static_1(%arg0) : (tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    %12 = stablehlo.iota dim = 0 : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %14 = stablehlo.add %12, %13 : tensor<7xf32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %15 = call @remainder(%14, %c_1) : (tensor<7xf32>, tensor<i32>) -> tensor<7xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %19 = stablehlo.divide %17, %18 : tensor<7xf32>
    return %1, %10, %11, %19 : tensor<10xcomplex<f32>>, tensor<8xf32>, tensor<10xcomplex<f32>>, tensor<7xf32>
  }
  func.func private @fft(%arg0: tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [10] : (tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    return %0 : tensor<10xcomplex<f32>>
  }
  func.func private @_roll_static(%arg0: tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [5:10] : (tensor<10xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:5] : (tensor<10xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    return %2 : tensor<10xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [5:10] : (tensor<10xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:5] : (tensor<10xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<10xcomplex<f32>>
    return %2 : tensor<10xcomplex<f32>>
  }
  func.func private @remainder(%arg0: tensor<7xf32>, %arg1: tensor<i32>) -> tensor<7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %10 = stablehlo.and %9, %4 : tensor<7xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.add %2, %11 : tensor<7xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<7xi1>, tensor<7xf32>
    return %13 : tensor<7xf32>
  }
}

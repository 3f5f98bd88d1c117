module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x3x2xf32>, %arg1: tensor<3x3x2x3xf32>, %arg2: tensor<2x10xf32>) -> (tensor<1x3x3x2xf32> {jax.result_info = "result[0][0]"}, tensor<3x3x2x3xf32> {jax.result_info = "result[0][1]"}, tensor<2x10xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x6x6x3xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x6x6x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6x6x3xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<1x6x6x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x6x6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x6x6x3xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<1x6x6x3xf32>
    %7 = stablehlo.convolution(%arg0, %6) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x2xf32>, tensor<1x6x6x3xf32>) -> tensor<3x3x2x3xf32>
    %8 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x2x3xf32>
    %9 = stablehlo.convolution(%6, %8) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x3xf32>, tensor<3x3x2x3xf32>) -> tensor<1x3x3x2xf32>
    %10 = call @fft(%arg2) : (tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>>
    %11 = stablehlo.abs %10 : (tensor<2x6xcomplex<f32>>) -> tensor<2x6xf32>
    %12 = stablehlo.real %10 : (tensor<2x6xcomplex<f32>>) -> tensor<2x6xf32>
    %13 = stablehlo.imag %10 : (tensor<2x6xcomplex<f32>>) -> tensor<2x6xf32>
    %14 = stablehlo.negate %13 : tensor<2x6xf32>
    %15 = stablehlo.complex %12, %14 : tensor<2x6xcomplex<f32>>
    %16 = stablehlo.convert %11 : (tensor<2x6xf32>) -> tensor<2x6xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x6xcomplex<f32>>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<2x6xcomplex<f32>>, tensor<2x6xcomplex<f32>>) -> tensor<2x6xi1>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x6xcomplex<f32>>
    %20 = stablehlo.select %18, %19, %16 : tensor<2x6xi1>, tensor<2x6xcomplex<f32>>
    %21 = stablehlo.divide %15, %20 : tensor<2x6xcomplex<f32>>
    %22 = stablehlo.multiply %11, %11 : tensor<2x6xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %24 = stablehlo.multiply %23, %11 : tensor<2x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<2x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %29 = stablehlo.complex %27, %28 : tensor<2x6xcomplex<f32>>
    %30 = stablehlo.multiply %29, %21 : tensor<2x6xcomplex<f32>>
    %31 = call @fft_0(%30) : (tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32>
    return %9, %7, %31 : tensor<1x3x3x2xf32>, tensor<3x3x2x3xf32>, tensor<2x10xf32>
  }
  func.func private @fft(%arg0: tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [10] : (tensor<2x10xf32>) -> tensor<2x6xcomplex<f32>>
    return %0 : tensor<2x6xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32>
    return %0 : tensor<2x10xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<6xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<6xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<6xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<6xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<6xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<2x6xcomplex<f32>>) -> tensor<2x6xf32>
    %7 = stablehlo.imag %arg0 : (tensor<2x6xcomplex<f32>>) -> tensor<2x6xf32>
    %8 = stablehlo.negate %7 : tensor<2x6xf32>
    %9 = stablehlo.complex %6, %8 : tensor<2x6xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %11 = stablehlo.divide %9, %10 : tensor<2x6xcomplex<f32>>
    %12 = call @fft_1(%11) : (tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x10xf32>
    return %14 : tensor<2x10xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [10] : (tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32>
    return %0 : tensor<2x10xf32>
  }
}

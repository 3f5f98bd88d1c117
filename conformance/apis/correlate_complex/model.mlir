module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<19xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>) -> (tensor<22xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = call @correlate(%arg0, %arg1) : (tensor<19xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<22xcomplex<f32>>
    return %0 : tensor<22xcomplex<f32>>
  }
  func.func private @correlate(%arg0: tensor<19xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>) -> tensor<22xcomplex<f32>> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<19xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<22xcomplex<f32>>
    return %0 : tensor<22xcomplex<f32>>
  }
  func.func private @_conv(%arg0: tensor<19xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>) -> tensor<22xcomplex<f32>> {
    %0 = stablehlo.real %arg1 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %1 = stablehlo.imag %arg1 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %2 = stablehlo.negate %1 : tensor<4xf32>
    %3 = stablehlo.complex %0, %2 : tensor<4xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<19xcomplex<f32>>) -> tensor<1x1x19xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<4xcomplex<f32>>) -> tensor<1x1x4xcomplex<f32>>
    %6 = stablehlo.real %4 : (tensor<1x1x19xcomplex<f32>>) -> tensor<1x1x19xf32>
    %7 = stablehlo.imag %4 : (tensor<1x1x19xcomplex<f32>>) -> tensor<1x1x19xf32>
    %8 = stablehlo.real %5 : (tensor<1x1x4xcomplex<f32>>) -> tensor<1x1x4xf32>
    %9 = stablehlo.imag %5 : (tensor<1x1x4xcomplex<f32>>) -> tensor<1x1x4xf32>
    %10 = stablehlo.add %6, %7 : tensor<1x1x19xf32>
    %11 = stablehlo.convolution(%10, %8) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[3, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x19xf32>, tensor<1x1x4xf32>) -> tensor<1x1x22xf32>
    %12 = stablehlo.subtract %9, %8 : tensor<1x1x4xf32>
    %13 = stablehlo.convolution(%6, %12) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[3, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x19xf32>, tensor<1x1x4xf32>) -> tensor<1x1x22xf32>
    %14 = stablehlo.add %8, %9 : tensor<1x1x4xf32>
    %15 = stablehlo.convolution(%7, %14) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[3, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x19xf32>, tensor<1x1x4xf32>) -> tensor<1x1x22xf32>
    %16 = stablehlo.subtract %11, %15 : tensor<1x1x22xf32>
    %17 = stablehlo.add %11, %13 : tensor<1x1x22xf32>
    %18 = stablehlo.complex %16, %17 : tensor<1x1x22xcomplex<f32>>
    %19 = stablehlo.reshape %18 : (tensor<1x1x22xcomplex<f32>>) -> tensor<22xcomplex<f32>>
    return %19 : tensor<22xcomplex<f32>>
  }
}

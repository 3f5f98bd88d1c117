module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<9x2x1xbf16>) -> (tensor<9x2x1xbf16> {jax.result_info = "result[0]"}, tensor<1x3x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<12x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xf32>) -> tensor<12xf32>
    %4 = stablehlo.reshape %3 : (tensor<12xf32>) -> tensor<1x4x3xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<24x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<24x1xf32>) -> tensor<24xf32>
    %9 = stablehlo.reshape %8 : (tensor<24xf32>) -> tensor<3x4x2xf32>
    %10 = stablehlo.convolution(%4, %9) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x3xf32>, tensor<3x4x2xf32>) -> tensor<1x3x3xf32>
    %11 = call @_roll_static(%arg1) : (tensor<9x2x1xbf16>) -> tensor<9x2x1xbf16>
    return %11, %10 : tensor<9x2x1xbf16>, tensor<1x3x3xf32>
  }
  func.func private @_roll_static(%arg0: tensor<9x2x1xbf16>) -> tensor<9x2x1xbf16> {
    %0 = stablehlo.slice %arg0 [0:9, 0:2, 0:1] : (tensor<9x2x1xbf16>) -> tensor<9x2x1xbf16>
    %1 = stablehlo.slice %arg0 [0:9, 0:2, 0:0] : (tensor<9x2x1xbf16>) -> tensor<9x2x0xbf16>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<9x2x1xbf16>, tensor<9x2x0xbf16>) -> tensor<9x2x1xbf16>
    return %2 : tensor<9x2x1xbf16>
  }
}

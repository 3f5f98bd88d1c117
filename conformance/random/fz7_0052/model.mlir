module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xbf16>, %arg1: tensor<4x4x9xi32>) -> (tensor<8x1x1x2xbf16> {jax.result_info = "result[0]"}, tensor<3xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[2.281250e+00, 2.593750e+00, 1.023440e+00]]> : tensor<1x3xbf16>
    %0 = stablehlo.reshape %arg1 : (tensor<4x4x9xi32>) -> tensor<2x2x4x9xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3, 4] : (tensor<2x2x4x9xi32>) -> tensor<2x2x1x4x9xi32>
    %2 = call @copysign(%arg0, %arg0) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
    %3 = stablehlo.abs %2 : tensor<3xbf16>
    %4 = stablehlo.log_plus_one %3 : tensor<3xbf16>
    %5 = stablehlo.dot_general %2, %cst, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3xbf16>, tensor<1x3xbf16>) -> tensor<1xbf16>
    %6 = stablehlo.reshape %5 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<21x1xbf16>
    %8 = stablehlo.reshape %7 : (tensor<21x1xbf16>) -> tensor<21xbf16>
    %9 = stablehlo.reshape %8 : (tensor<21xbf16>) -> tensor<3x1x1x7xbf16>
    %10 = stablehlo.reshape %5 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<2x1xbf16>
    %12 = stablehlo.reshape %11 : (tensor<2x1xbf16>) -> tensor<2xbf16>
    %13 = stablehlo.reshape %12 : (tensor<2xbf16>) -> tensor<1x1x2x1xbf16>
    %14 = stablehlo.convolution(%9, %13) dim_numbers = [0, f, b, 1]x[o, i, 0, 1]->[1, b, f, 0], window = {stride = [2, 2], pad = [[1, 0], [2, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x1x1x7xbf16>, tensor<1x1x2x1xbf16>) -> tensor<5x1x1x2xbf16>
    %15 = stablehlo.reshape %1 : (tensor<2x2x1x4x9xi32>) -> tensor<144xi32>
    %16 = stablehlo.slice %15 [0:8] : (tensor<144xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %20 = stablehlo.add %16, %19 : tensor<8xi32>
    %21 = stablehlo.select %18, %20, %16 : tensor<8xi1>, tensor<8xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %23 = "stablehlo.gather"(%14, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 2>}> : (tensor<5x1x1x2xbf16>, tensor<8x1xi32>) -> tensor<8x1x1x2xbf16>
    return %23, %4 : tensor<8x1x1x2xbf16>, tensor<3xbf16>
  }
  func.func private @copysign(%arg0: tensor<3xbf16>, %arg1: tensor<3xbf16>) -> tensor<3xbf16> {
    %0 = call @signbit(%arg1) : (tensor<3xbf16>) -> tensor<3xi1>
    %1 = stablehlo.abs %arg0 : tensor<3xbf16>
    %2 = stablehlo.negate %1 : tensor<3xbf16>
    %3 = stablehlo.abs %arg0 : tensor<3xbf16>
    %4 = call @_where(%0, %2, %3) : (tensor<3xi1>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
    return %4 : tensor<3xbf16>
  }
  func.func private @signbit(%arg0: tensor<3xbf16>) -> tensor<3xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xbf16>) -> tensor<3xi16>
    %c = stablehlo.constant dense<15> : tensor<i16>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<3xi16>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<3xi16>
    %c_0 = stablehlo.constant dense<0> : tensor<i16>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i16>) -> tensor<3xi16>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<3xi16>, tensor<3xi16>) -> tensor<3xi1>
    %5 = stablehlo.convert %4 : tensor<3xi1>
    return %5 : tensor<3xi1>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xbf16>, %arg2: tensor<3xbf16>) -> tensor<3xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
}

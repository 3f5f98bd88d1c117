module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<7x5xf32>, %arg2: tensor<4x4xf16>) -> (tensor<6x7x6xf16> {jax.result_info = "result[0]"}, tensor<1x2x2x1xf32> {jax.result_info = "result[1]"}) {
    %0 = call @round(%arg2) : (tensor<4x4xf16>) -> tensor<4x4xf16>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [] : (tensor<4x4xf16>, tensor<f16>) -> tensor<4x4xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<4x4xf16>
    %3 = stablehlo.maximum %2, %1 : tensor<4x4xf16>
    %4 = stablehlo.is_finite %3 : (tensor<4x4xf16>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<4x4xf16>
    %6 = stablehlo.select %4, %3, %5 : tensor<4x4xi1>, tensor<4x4xf16>
    %7 = stablehlo.subtract %0, %6 : tensor<4x4xf16>
    %8 = stablehlo.exponential %7 : tensor<4x4xf16>
    %9 = stablehlo.convert %8 : (tensor<4x4xf16>) -> tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %11 = stablehlo.convert %10 : (tensor<4x4xf32>) -> tensor<4x4xf16>
    %12 = stablehlo.sign %11 : tensor<4x4xf16>
    %13 = stablehlo.abs %11 : tensor<4x4xf16>
    %14 = stablehlo.log %13 : tensor<4x4xf16>
    %15 = stablehlo.add %14, %6 : tensor<4x4xf16>
    %16 = stablehlo.reshape %arg1 : (tensor<7x5xf32>) -> tensor<35xf32>
    %17 = stablehlo.slice %16 [0:24] : (tensor<35xf32>) -> tensor<24xf32>
    %18 = stablehlo.reshape %17 : (tensor<24xf32>) -> tensor<4x6xf32>
    %19 = stablehlo.convert %18 : (tensor<4x6xf32>) -> tensor<4x6xf16>
    %20 = stablehlo.dot_general %15, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf16>, tensor<4x6xf16>) -> tensor<4x6xf16>
    %21 = stablehlo.reshape %15 : (tensor<4x4xf16>) -> tensor<16xf16>
    %22 = stablehlo.reshape %21 : (tensor<16xf16>) -> tensor<1x16xf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<2x16xf16>
    %24 = stablehlo.reshape %23 : (tensor<2x16xf16>) -> tensor<32xf16>
    %25 = stablehlo.slice %24 [0:24] : (tensor<32xf16>) -> tensor<24xf16>
    %26 = stablehlo.reshape %25 : (tensor<24xf16>) -> tensor<4x6xf16>
    %27 = stablehlo.maximum %20, %26 : tensor<4x6xf16>
    %28 = stablehlo.iota dim = 0 : tensor<42xi32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %30 = stablehlo.multiply %28, %29 : tensor<42xi32>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %32 = stablehlo.add %30, %31 : tensor<42xi32>
    %c_4 = stablehlo.constant dense<12> : tensor<i32>
    %33 = call @remainder(%32, %c_4) : (tensor<42xi32>, tensor<i32>) -> tensor<42xi32>
    %c_5 = stablehlo.constant dense<-6> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %35 = stablehlo.add %33, %34 : tensor<42xi32>
    %36 = stablehlo.reshape %35 : (tensor<42xi32>) -> tensor<6x7xi32>
    %37 = call @_take(%27, %36) : (tensor<4x6xf16>, tensor<6x7xi32>) -> tensor<6x7x6xf16>
    %38 = stablehlo.abs %37 : tensor<6x7x6xf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f16>) -> tensor<6x7x6xf16>
    %40 = stablehlo.add %38, %39 : tensor<6x7x6xf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f16>) -> tensor<6x7x6xf16>
    %42 = stablehlo.divide %41, %40 : tensor<6x7x6xf16>
    %43 = stablehlo.reshape %arg1 : (tensor<7x5xf32>) -> tensor<35xf32>
    %44 = stablehlo.slice %43 [0:24] : (tensor<35xf32>) -> tensor<24xf32>
    %45 = stablehlo.reshape %44 : (tensor<24xf32>) -> tensor<1x4x2x3xf32>
    %46 = stablehlo.reshape %20 : (tensor<4x6xf16>) -> tensor<24xf16>
    %47 = stablehlo.reshape %46 : (tensor<24xf16>) -> tensor<3x1x4x2xf16>
    %48 = stablehlo.convert %47 : (tensor<3x1x4x2xf16>) -> tensor<3x1x4x2xf32>
    %49 = stablehlo.convolution(%45, %48) dim_numbers = [b, f, 1, 0]x[0, 1, i, o]->[b, f, 1, 0], window = {stride = [2, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x2x3xf32>, tensor<3x1x4x2xf32>) -> tensor<1x2x2x1xf32>
    %50 = stablehlo.abs %42 : tensor<6x7x6xf16>
    return %50, %49 : tensor<6x7x6xf16>, tensor<1x2x2x1xf32>
  }
  func.func private @round(%arg0: tensor<4x4xf16>) -> tensor<4x4xf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x4xf16>
    return %0 : tensor<4x4xf16>
  }
  func.func private @remainder(%arg0: tensor<42xi32>, %arg1: tensor<i32>) -> tensor<42xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<42xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<42xi32>, tensor<42xi32>) -> tensor<42xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<42xi32>, tensor<42xi32>) -> tensor<42xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<42xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<42xi1>, tensor<42xi1>) -> tensor<42xi1>
    %12 = stablehlo.and %11, %6 : tensor<42xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %14 = stablehlo.add %4, %13 : tensor<42xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<42xi1>, tensor<42xi32>
    return %15 : tensor<42xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<4x6xf16>, %arg1: tensor<6x7xi32>) -> tensor<6x7x6xf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x7xi32>, tensor<6x7xi32>) -> tensor<6x7xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6x7xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<6x7xi1>, tensor<6x7xi32>, tensor<6x7xi32>) -> tensor<6x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x7xi32>) -> tensor<6x7x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x7x1xi32>, tensor<6x7x1xi32>) -> tensor<6x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x7x1xi32>, tensor<6x7x1xi32>) -> tensor<6x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x7x1xi1>, tensor<i1>) -> tensor<6x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf16>, tensor<6x7x1xi32>) -> tensor<6x7x6xf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x7xi1>) -> tensor<6x7x6xi1>
    %cst = stablehlo.constant dense<-7.000000e+00> : tensor<f16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<6x7x6xf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<6x7x6xi1>, tensor<6x7x6xf16>
    return %16 : tensor<6x7x6xf16>
  }
  func.func private @_where_0(%arg0: tensor<6x7xi1>, %arg1: tensor<6x7xi32>, %arg2: tensor<6x7xi32>) -> tensor<6x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x7xi1>, tensor<6x7xi32>
    return %0 : tensor<6x7xi32>
  }
}

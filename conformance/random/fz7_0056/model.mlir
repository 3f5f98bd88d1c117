module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xf32>) -> (tensor<1x8x2xf32> {jax.result_info = "result[0]"}, tensor<1x3x5xf32> {jax.result_info = "result[1]"}, tensor<1x1x8x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x7xf32>) -> tensor<28xf32>
    %1 = stablehlo.slice %0 [0:21] : (tensor<28xf32>) -> tensor<21xf32>
    %2 = stablehlo.reshape %1 : (tensor<21xf32>) -> tensor<1x3x7x1xf32>
    %3 = stablehlo.iota dim = 0 : tensor<27xi32>
    %c = stablehlo.constant dense<15> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %5 = stablehlo.multiply %3, %4 : tensor<27xi32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %7 = stablehlo.add %5, %6 : tensor<27xi32>
    %c_1 = stablehlo.constant dense<29> : tensor<i32>
    %8 = call @remainder(%7, %c_1) : (tensor<27xi32>, tensor<i32>) -> tensor<27xi32>
    %c_2 = stablehlo.constant dense<14> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %10 = stablehlo.subtract %8, %9 : tensor<27xi32>
    %11 = stablehlo.convert %10 : (tensor<27xi32>) -> tensor<27xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<27xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<27xf32>
    %14 = stablehlo.reshape %13 : (tensor<27xf32>) -> tensor<3x3x3x1xf32>
    %15 = stablehlo.convolution(%2, %14) dim_numbers = [b, f, 0, 1]x[i, 0, 1, o]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 1], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x7x1xf32>, tensor<3x3x3x1xf32>) -> tensor<1x1x8x2xf32>
    %16 = stablehlo.reshape %arg0 : (tensor<4x7xf32>) -> tensor<28xf32>
    %17 = stablehlo.slice %16 [0:12] : (tensor<28xf32>) -> tensor<12xf32>
    %18 = stablehlo.reshape %17 : (tensor<12xf32>) -> tensor<1x1x2x6xf32>
    %19 = stablehlo.reshape %15 : (tensor<1x1x8x2xf32>) -> tensor<8x2xf32>
    %20 = stablehlo.reshape %18 : (tensor<1x1x2x6xf32>) -> tensor<2x6xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<2x6xf32>) -> tensor<8x6xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [2, 3] : (tensor<8x6xf32>) -> tensor<1x1x8x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x1x8x6xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.minimum across dimensions = [0] : (tensor<4x7xf32>, tensor<f32>) -> tensor<7xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %26 = stablehlo.iota dim = 0 : tensor<15xi32>
    %c_5 = stablehlo.constant dense<11> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %28 = stablehlo.multiply %26, %27 : tensor<15xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %30 = stablehlo.add %28, %29 : tensor<15xi32>
    %c_7 = stablehlo.constant dense<18> : tensor<i32>
    %31 = call @remainder_0(%30, %c_7) : (tensor<15xi32>, tensor<i32>) -> tensor<15xi32>
    %c_8 = stablehlo.constant dense<-9> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %33 = stablehlo.add %31, %32 : tensor<15xi32>
    %34 = stablehlo.reshape %33 : (tensor<15xi32>) -> tensor<3x5xi32>
    %35 = call @_take(%25, %34) : (tensor<1x7xf32>, tensor<3x5xi32>) -> tensor<1x3x5xf32>
    %36 = stablehlo.reshape %23 : (tensor<1xf32>) -> tensor<1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<16x1xf32>) -> tensor<16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x1x8x2xf32>
    %40 = stablehlo.multiply %15, %39 : tensor<1x1x8x2xf32>
    %41 = stablehlo.add %40, %15 : tensor<1x1x8x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %44:4 = stablehlo.while(%iterArg = %41, %iterArg_12 = %c_11, %iterArg_13 = %42, %iterArg_14 = %43) : tensor<1x1x8x2xf32>, tensor<i32>, tensor<1x8x2xf32>, tensor<1x1x8x2xf32>
    cond {
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg_12, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %47 : tensor<i1>
    } do {
      %47 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<1x1x8x2xf32>, tensor<i32>) -> tensor<1x8x2xf32>
      %48:2 = func.call @closed_call(%iterArg_13, %47) : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> (tensor<1x8x2xf32>, tensor<1x8x2xf32>)
      %49 = func.call @dynamic_update_index_in_dim(%iterArg_14, %48#1, %iterArg_12) : (tensor<1x1x8x2xf32>, tensor<1x8x2xf32>, tensor<i32>) -> tensor<1x1x8x2xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_12, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %50, %48#0, %49 : tensor<1x1x8x2xf32>, tensor<i32>, tensor<1x8x2xf32>, tensor<1x1x8x2xf32>
    }
    %45 = call @cumlogsumexp(%44#2) : (tensor<1x8x2xf32>) -> tensor<1x8x2xf32>
    %46 = stablehlo.add %44#2, %45 : tensor<1x8x2xf32>
    return %46, %35, %44#3 : tensor<1x8x2xf32>, tensor<1x3x5xf32>, tensor<1x1x8x2xf32>
  }
  func.func private @remainder(%arg0: tensor<27xi32>, %arg1: tensor<i32>) -> tensor<27xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<27xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<27xi32>, tensor<27xi32>) -> tensor<27xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<27xi32>, tensor<27xi32>) -> tensor<27xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<27xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<27xi1>, tensor<27xi1>) -> tensor<27xi1>
    %12 = stablehlo.and %11, %6 : tensor<27xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<27xi32>
    %14 = stablehlo.add %4, %13 : tensor<27xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<27xi1>, tensor<27xi32>
    return %15 : tensor<27xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder_0(%arg0: tensor<15xi32>, %arg1: tensor<i32>) -> tensor<15xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<15xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<15xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<15xi1>, tensor<15xi1>) -> tensor<15xi1>
    %12 = stablehlo.and %11, %6 : tensor<15xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %14 = stablehlo.add %4, %13 : tensor<15xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<15xi1>, tensor<15xi32>
    return %15 : tensor<15xi32>
  }
  func.func private @_take(%arg0: tensor<1x7xf32>, %arg1: tensor<3x5xi32>) -> tensor<1x3x5xf32> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = call @remainder_1(%arg1, %c) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x7xf32>, tensor<3x5x1xi32>) -> tensor<1x3x5xf32>
    return %2 : tensor<1x3x5xf32>
  }
  func.func private @remainder_1(%arg0: tensor<3x5xi32>, %arg1: tensor<i32>) -> tensor<3x5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<3x5xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %11 = stablehlo.and %10, %5 : tensor<3x5xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %13 = stablehlo.add %3, %12 : tensor<3x5xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<3x5xi1>, tensor<3x5xi32>
    return %14 : tensor<3x5xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<1x1x8x2xf32>, %arg1: tensor<i32>) -> tensor<1x8x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 8, 2] : (tensor<1x1x8x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x8x2xf32>) -> tensor<1x8x2xf32>
    return %1 : tensor<1x8x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x8x2xf32>, %arg1: tensor<1x8x2xf32>) -> (tensor<1x8x2xf32>, tensor<1x8x2xf32>) {
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x8x2xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<1x8x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x8x2xf32>
    return %2, %4 : tensor<1x8x2xf32>, tensor<1x8x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1x1x8x2xf32>, %arg1: tensor<1x8x2xf32>, %arg2: tensor<i32>) -> tensor<1x1x8x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x8x2xf32>) -> tensor<1x1x8x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<1x1x8x2xf32>, tensor<1x1x8x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x2xf32>
    return %1 : tensor<1x1x8x2xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<1x8x2xf32>) -> tensor<1x8x2xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [7, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 8, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<1x8x2xf32>, tensor<f32>) -> tensor<1x8x2xf32>
    return %0 : tensor<1x8x2xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6x5xi8>) -> (tensor<1x4x3x8x5xui32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<> : tensor<0x0x0xui32>
    %0 = stablehlo.convert %arg0 : (tensor<1x6x5xi8>) -> tensor<1x6x5xui32>
    %1 = call @cumprod(%arg0) : (tensor<1x6x5xi8>) -> tensor<1x6x5xi8>
    %2 = stablehlo.reshape %1 : (tensor<1x6x5xi8>) -> tensor<30xi8>
    %3 = stablehlo.slice %2 [29:30] : (tensor<30xi8>) -> tensor<1xi8>
    %4 = stablehlo.reshape %3 : (tensor<1xi8>) -> tensor<i8>
    %5 = stablehlo.convert %4 : (tensor<i8>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<-2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %10 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_9 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.add %5, %c_11 : tensor<i32>
    %14 = stablehlo.select %12, %13, %5 : tensor<i1>, tensor<i32>
    %15 = stablehlo.dynamic_update_slice %0, %c, %8, %11, %14 : (tensor<1x6x5xui32>, tensor<0x0x0xui32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x5xui32>
    %16 = stablehlo.reshape %1 : (tensor<1x6x5xi8>) -> tensor<30xi8>
    %17 = stablehlo.reshape %16 : (tensor<30xi8>) -> tensor<1x30xi8>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x30xi8>) -> tensor<2x30xi8>
    %19 = stablehlo.reshape %18 : (tensor<2x30xi8>) -> tensor<60xi8>
    %20 = stablehlo.slice %19 [0:48] : (tensor<60xi8>) -> tensor<48xi8>
    %21 = stablehlo.reshape %20 : (tensor<48xi8>) -> tensor<6x8xi8>
    %22 = stablehlo.convert %21 : (tensor<6x8xi8>) -> tensor<6x8xi32>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %23 = call @remainder(%22, %c_12) : (tensor<6x8xi32>, tensor<i32>) -> tensor<6x8xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<6x8xi32>, tensor<6x8xi32>) -> tensor<6x8xi1>
    %c_14 = stablehlo.constant dense<6> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %27 = stablehlo.add %23, %26 : tensor<6x8xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<6x8xi1>, tensor<6x8xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<6x8xi32>) -> tensor<6x8x1xi32>
    %30 = "stablehlo.gather"(%15, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<1x6x5xui32>, tensor<6x8x1xi32>) -> tensor<1x6x8x5xui32>
    %31 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %33 = stablehlo.multiply %31, %32 : tensor<12xi32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %35 = stablehlo.add %33, %34 : tensor<12xi32>
    %c_17 = stablehlo.constant dense<16> : tensor<i32>
    %36 = call @remainder_1(%35, %c_17) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_18 = stablehlo.constant dense<-8> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %38 = stablehlo.add %36, %37 : tensor<12xi32>
    %39 = stablehlo.reshape %38 : (tensor<12xi32>) -> tensor<4x3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_20 = stablehlo.constant dense<6> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %43 = stablehlo.add %39, %42 : tensor<4x3xi32>
    %44 = stablehlo.select %41, %43, %39 : tensor<4x3xi1>, tensor<4x3xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %46 = "stablehlo.gather"(%30, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3, 4], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 8, 5>}> : (tensor<1x6x8x5xui32>, tensor<4x3x1xi32>) -> tensor<1x4x3x8x5xui32>
    return %46 : tensor<1x4x3x8x5xui32>
  }
  func.func private @cumprod(%arg0: tensor<1x6x5xi8>) -> tensor<1x6x5xi8> {
    %0 = call @cumprod_0(%arg0) : (tensor<1x6x5xi8>) -> tensor<1x6x5xi8>
    return %0 : tensor<1x6x5xi8>
  }
  func.func private @cumprod_0(%arg0: tensor<1x6x5xi8>) -> tensor<1x6x5xi8> {
    %c = stablehlo.constant dense<1> : tensor<i8>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [5, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 6, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<i8>
      stablehlo.return %1 : tensor<i8>
    }) : (tensor<1x6x5xi8>, tensor<i8>) -> tensor<1x6x5xi8>
    return %0 : tensor<1x6x5xi8>
  }
  func.func private @remainder(%arg0: tensor<6x8xi32>, %arg1: tensor<i32>) -> tensor<6x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6x8xi32>, tensor<6x8xi32>) -> tensor<6x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6x8xi32>, tensor<6x8xi32>) -> tensor<6x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6x8xi1>, tensor<6x8xi1>) -> tensor<6x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<6x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %14 = stablehlo.add %4, %13 : tensor<6x8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6x8xi1>, tensor<6x8xi32>
    return %15 : tensor<6x8xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder_1(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.add %4, %13 : tensor<12xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<12xi1>, tensor<12xi32>
    return %15 : tensor<12xi32>
  }
}

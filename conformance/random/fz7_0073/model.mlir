module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1x2xi1>, %arg1: tensor<i1>, %arg2: tensor<6x7x4xui8>) -> (tensor<6x0x1xui8> {jax.result_info = "result[0]"}, tensor<6x2xui8> {jax.result_info = "result[1]"}, tensor<3x1x2xi1> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<> : tensor<6x0x3xui8>
    %0 = stablehlo.reshape %arg2 : (tensor<6x7x4xui8>) -> tensor<168xui8>
    %1 = stablehlo.slice %0 [0:5] : (tensor<168xui8>) -> tensor<5xui8>
    %2 = stablehlo.convert %1 : (tensor<5xui8>) -> tensor<5xi32>
    %3 = stablehlo.reshape %arg2 : (tensor<6x7x4xui8>) -> tensor<168xui8>
    %4 = stablehlo.slice %3 [0:140] : (tensor<168xui8>) -> tensor<140xui8>
    %5 = stablehlo.reshape %4 : (tensor<140xui8>) -> tensor<5x7x4xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %2, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.add %2, %8 : tensor<5xi32>
    %10 = stablehlo.select %7, %9, %2 : tensor<5xi1>, tensor<5xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_2 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.minimum %c_2, %12 : tensor<1xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<1xi32>) -> tensor<5x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %16 = stablehlo.clamp %15, %11, %14 : tensor<5x1xi32>
    %17 = "stablehlo.scatter"(%arg2, %16, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<ui8>, %arg4: tensor<ui8>):
      %54 = stablehlo.add %arg3, %arg4 : tensor<ui8>
      stablehlo.return %54 : tensor<ui8>
    }) : (tensor<6x7x4xui8>, tensor<5x1xi32>, tensor<5x7x4xui8>) -> tensor<6x7x4xui8>
    %18 = stablehlo.slice %17 [0:6, 5:5:3, 0:3] : (tensor<6x7x4xui8>) -> tensor<6x0x3xui8>
    %19 = call @_where(%arg1, %18, %c) : (tensor<i1>, tensor<6x0x3xui8>, tensor<6x0x3xui8>) -> tensor<6x0x3xui8>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %20 = call @_take(%19, %c_5) : (tensor<6x0x3xui8>, tensor<i32>) -> tensor<6x0xui8>
    %21 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_6 = stablehlo.constant dense<26> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %23 = stablehlo.multiply %21, %22 : tensor<12xi32>
    %c_7 = stablehlo.constant dense<29> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %25 = stablehlo.add %23, %24 : tensor<12xi32>
    %c_8 = stablehlo.constant dense<31> : tensor<i32>
    %26 = call @remainder(%25, %c_8) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %27 = stablehlo.convert %26 : (tensor<12xi32>) -> tensor<12xui8>
    %28 = stablehlo.reshape %27 : (tensor<12xui8>) -> tensor<6x2xui8>
    %29 = stablehlo.concatenate %20, %28, dim = 1 : (tensor<6x0xui8>, tensor<6x2xui8>) -> tensor<6x2xui8>
    %30 = stablehlo.and %arg0, %arg0 : tensor<2x1x2xi1>
    %31 = stablehlo.reshape %17 : (tensor<6x7x4xui8>) -> tensor<168xui8>
    %32 = stablehlo.slice %31 [0:2] : (tensor<168xui8>) -> tensor<2xui8>
    %33 = stablehlo.convert %32 : (tensor<2xui8>) -> tensor<2xi32>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %34 = call @remainder_1(%33, %c_9) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %35 = stablehlo.reshape %arg2 : (tensor<6x7x4xui8>) -> tensor<168xui8>
    %c_10 = stablehlo.constant dense<0> : tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui8>) -> tensor<2x0x3xui8>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %38 = stablehlo.compare LT, %34, %37, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.add %34, %39 : tensor<2xi32>
    %41 = stablehlo.select %38, %40, %34 : tensor<2xi1>, tensor<2xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %43 = stablehlo.reshape %29 : (tensor<6x2xui8>) -> tensor<12xui8>
    %44 = stablehlo.slice %43 [0:6] : (tensor<12xui8>) -> tensor<6xui8>
    %45 = stablehlo.reshape %44 : (tensor<6xui8>) -> tensor<3x1x2xui8>
    %46 = stablehlo.convert %45 : (tensor<3x1x2xui8>) -> tensor<3x1x2xi32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %47 = call @remainder_2(%46, %c_13) : (tensor<3x1x2xi32>, tensor<i32>) -> tensor<3x1x2xi32>
    %48 = call @take_along_axis(%30, %47) : (tensor<2x1x2xi1>, tensor<3x1x2xi32>) -> tensor<3x1x2xi1>
    %49 = stablehlo.iota dim = 0 : tensor<2xui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<2xui8>) -> tensor<1x2xui8>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x2xui8>) -> tensor<6x2xui8>
    %52 = stablehlo.multiply %29, %51 : tensor<6x2xui8>
    %c_14 = stablehlo.constant dense<255> : tensor<ui8>
    %53 = "stablehlo.reduce_window"(%18, %c_14) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<ui8>, %arg4: tensor<ui8>):
      %54 = stablehlo.minimum %arg3, %arg4 : tensor<ui8>
      stablehlo.return %54 : tensor<ui8>
    }) : (tensor<6x0x3xui8>, tensor<ui8>) -> tensor<6x0x1xui8>
    return %53, %52, %48 : tensor<6x0x1xui8>, tensor<6x2xui8>, tensor<3x1x2xi1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<6x0x3xui8>, %arg2: tensor<6x0x3xui8>) -> tensor<6x0x3xui8> {
    return %arg1 : tensor<6x0x3xui8>
  }
  func.func private @_take(%arg0: tensor<6x0x3xui8>, %arg1: tensor<i32>) -> tensor<6x0xui8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<6x0xui8>
    return %1 : tensor<6x0xui8>
  }
  func.func private @remainder(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder_1(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @remainder_2(%arg0: tensor<3x1x2xi32>, %arg1: tensor<i32>) -> tensor<3x1x2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x1x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x1x2xi32>, tensor<3x1x2xi32>) -> tensor<3x1x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x1x2xi32>, tensor<3x1x2xi32>) -> tensor<3x1x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x1x2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x1x2xi1>, tensor<3x1x2xi1>) -> tensor<3x1x2xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x1x2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x1x2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x1x2xi1>, tensor<3x1x2xi32>
    return %15 : tensor<3x1x2xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x1x2xi1>, %arg1: tensor<3x1x2xi32>) -> tensor<3x1x2xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1x2xi32>, tensor<3x1x2xi32>) -> tensor<3x1x2xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1x2xi1>, tensor<3x1x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1x2xi32>) -> tensor<3x2x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x2x1xi32>, tensor<3x2x1xi32>) -> tensor<3x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x2x1xi1>, tensor<i1>) -> tensor<3x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x1x2xi1>, tensor<3x2x1xi32>) -> tensor<3x1x2xi1>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<3x2xi1>) -> tensor<3x1x2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<3x1x2xi1>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x1x2xi1>, tensor<3x1x2xi1>
    return %16 : tensor<3x1x2xi1>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<6x2x4x9xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x2x4x27xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[[[[-3], [2], [-6], [-6]]]]> : tensor<1x1x4x1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg1 init: %c_0) applies stablehlo.add across dimensions = [1, 3] : (tensor<6x2x4x9xi32>, tensor<i32>) -> tensor<6x4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<6x4xi32>) -> tensor<6x1x4x1xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<6x2x4x9xi32>) -> tensor<6x2x4x9x3xi32>
    %3 = stablehlo.reshape %2 : (tensor<6x2x4x9x3xi32>) -> tensor<6x2x4x27xi32>
    %4 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %6 = call @copysign(%4, %5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x1x4x1xi32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x1x4x1xi32>
    %9 = stablehlo.clamp %7, %1, %8 : tensor<6x1x4x1xi32>
    %10 = call @take_along_axis(%9, %c) : (tensor<6x1x4x1xi32>, tensor<1x1x4x1xi32>) -> tensor<1x1x4x1xi32>
    %11 = stablehlo.abs %6 : tensor<f32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %12 = stablehlo.add %11, %cst : tensor<f32>
    %13 = stablehlo.rsqrt %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GE, %6, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.add %6, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.subtract %6, %cst_5 : tensor<f32>
    %17 = call @_where(%14, %15, %16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.divide %13, %17 : tensor<f32>
    %19 = stablehlo.reshape %10 : (tensor<1x1x4x1xi32>) -> tensor<4xi32>
    %20 = stablehlo.reshape %19 : (tensor<4xi32>) -> tensor<1x4xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x4xi32>) -> tensor<8xi32>
    %23 = stablehlo.slice %22 [0:5] : (tensor<8xi32>) -> tensor<5xi32>
    %c_6 = stablehlo.constant dense<6> : tensor<i32>
    %24 = call @remainder(%23, %c_6) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %25 = stablehlo.reshape %18 : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1080x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1080x1xf32>) -> tensor<1080xf32>
    %29 = stablehlo.reshape %28 : (tensor<1080xf32>) -> tensor<5x2x4x27xf32>
    %30 = stablehlo.convert %29 : (tensor<5x2x4x27xf32>) -> tensor<5x2x4x27xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %32 = stablehlo.compare LT, %24, %31, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %34 = stablehlo.add %24, %33 : tensor<5xi32>
    %35 = stablehlo.select %32, %34, %24 : tensor<5xi1>, tensor<5xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %37 = "stablehlo.scatter"(%3, %36, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %47 = stablehlo.minimum %arg2, %arg3 : tensor<i32>
      stablehlo.return %47 : tensor<i32>
    }) : (tensor<6x2x4x27xi32>, tensor<5x1xi32>, tensor<5x2x4x27xi32>) -> tensor<6x2x4x27xi32>
    %38 = stablehlo.multiply %4, %4 : tensor<f32>
    %39 = stablehlo.multiply %38, %4 : tensor<f32>
    %cst_9 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.multiply %cst_9, %39 : tensor<f32>
    %41 = stablehlo.add %4, %40 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %42 = stablehlo.multiply %cst_10, %41 : tensor<f32>
    %43 = stablehlo.tanh %42 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.add %cst_11, %43 : tensor<f32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.multiply %cst_12, %44 : tensor<f32>
    %46 = stablehlo.multiply %4, %45 : tensor<f32>
    return %46, %37 : tensor<f32>, tensor<6x2x4x27xi32>
  }
  func.func private @copysign(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = call @signbit(%arg1) : (tensor<f32>) -> tensor<i1>
    %1 = stablehlo.abs %arg0 : tensor<f32>
    %2 = stablehlo.negate %1 : tensor<f32>
    %3 = stablehlo.abs %arg0 : tensor<f32>
    %4 = call @_where(%0, %2, %3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @signbit(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.shift_right_arithmetic %0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %3 : tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<6x1x4x1xi32>, %arg1: tensor<1x1x4x1xi32>) -> tensor<1x1x4x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1x4x1xi32>, tensor<1x1x4x1xi32>) -> tensor<1x1x4x1xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x1x4x1xi1>, tensor<1x1x4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x4x1xi32>) -> tensor<1x4x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x4x1xi1>, tensor<i1>) -> tensor<1x4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<6x1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x1x4x1xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<1x4xi1>) -> tensor<1x1x4x1xi1>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1x4x1xi32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x1x4x1xi1>, tensor<1x1x4x1xi32>
    return %16 : tensor<1x1x4x1xi32>
  }
  func.func private @remainder(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

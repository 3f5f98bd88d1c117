module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x5x7xui32>, %arg1: tensor<f32>, %arg2: tensor<5xf16>) -> (tensor<4x3x1xui32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.39404488> : tensor<f32>
    %0 = stablehlo.add %arg1, %cst : tensor<f32>
    %1 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<315x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<315x1xf32>) -> tensor<315xf32>
    %5 = stablehlo.reshape %4 : (tensor<315xf32>) -> tensor<9x5x7xf32>
    %6 = stablehlo.convert %5 : (tensor<9x5x7xf32>) -> tensor<9x5x7xui32>
    %c = stablehlo.constant dense<35> : tensor<i32>
    %7 = call @remainder(%6, %c) : (tensor<9x5x7xui32>, tensor<i32>) -> tensor<9x5x7xui32>
    %8 = stablehlo.shift_right_logical %arg0, %7 : tensor<9x5x7xui32>
    %9 = stablehlo.reshape %8 : (tensor<9x5x7xui32>) -> tensor<315xui32>
    %10 = stablehlo.slice %9 [0:1] : (tensor<315xui32>) -> tensor<1xui32>
    %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
    %12 = stablehlo.convert %11 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %13 = call @remainder_0(%12, %c_0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = stablehlo.reshape %arg2 : (tensor<5xf16>) -> tensor<1x5xf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x5xf16>) -> tensor<7x5xf16>
    %16 = stablehlo.reshape %15 : (tensor<7x5xf16>) -> tensor<35xf16>
    %17 = stablehlo.reshape %16 : (tensor<35xf16>) -> tensor<5x7xf16>
    %18 = stablehlo.convert %17 : (tensor<5x7xf16>) -> tensor<5x7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %13, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<9> : tensor<i32>
    %20 = stablehlo.add %13, %c_2 : tensor<i32>
    %21 = stablehlo.select %19, %20, %13 : tensor<i1>, tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%8, %22, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %26 = stablehlo.add %arg3, %arg4 : tensor<ui32>
      stablehlo.return %26 : tensor<ui32>
    }) : (tensor<9x5x7xui32>, tensor<1xi32>, tensor<5x7xui32>) -> tensor<9x5x7xui32>
    %24 = stablehlo.slice %23 [8:8:3, 4:4:3, 7:7] : (tensor<9x5x7xui32>) -> tensor<0x0x0xui32>
    %c_3 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %25 = "stablehlo.reduce_window"(%24, %c_3) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 2], [1, 2], [0, 1]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %26 = stablehlo.minimum %arg3, %arg4 : tensor<ui32>
      stablehlo.return %26 : tensor<ui32>
    }) : (tensor<0x0x0xui32>, tensor<ui32>) -> tensor<4x3x1xui32>
    return %25, %0 : tensor<4x3x1xui32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<9x5x7xui32>, %arg1: tensor<i32>) -> tensor<9x5x7xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<9x5x7xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<9x5x7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<9x5x7xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<9x5x7xui32>, tensor<9x5x7xui32>) -> tensor<9x5x7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<9x5x7xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<9x5x7xui32>, tensor<9x5x7xui32>) -> tensor<9x5x7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<9x5x7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<9x5x7xi1>, tensor<9x5x7xi1>) -> tensor<9x5x7xi1>
    %12 = stablehlo.and %11, %6 : tensor<9x5x7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<9x5x7xui32>
    %14 = stablehlo.add %4, %13 : tensor<9x5x7xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<9x5x7xi1>, tensor<9x5x7xui32>
    return %15 : tensor<9x5x7xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func private @remainder_0(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

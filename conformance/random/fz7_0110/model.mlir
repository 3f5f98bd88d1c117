module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[2, 0, 1, 3]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.select %0, %1, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_9 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [1, 8] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8xf32>) -> tensor<8xf32>
    %8 = stablehlo.slice %7 [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare LT, %c, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_11 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.add %c, %11 : tensor<4xi32>
    %13 = stablehlo.select %10, %12, %c : tensor<4xi1>, tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %15 = "stablehlo.scatter"(%7, %14, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<8xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<8xf32>
    %16 = stablehlo.iota dim = 0 : tensor<64xi32>
    %c_12 = stablehlo.constant dense<23> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %18 = stablehlo.multiply %16, %17 : tensor<64xi32>
    %c_13 = stablehlo.constant dense<37> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %20 = stablehlo.add %18, %19 : tensor<64xi32>
    %c_14 = stablehlo.constant dense<23> : tensor<i32>
    %21 = call @remainder(%20, %c_14) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %c_15 = stablehlo.constant dense<11> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %23 = stablehlo.subtract %21, %22 : tensor<64xi32>
    %24 = stablehlo.convert %23 : (tensor<64xi32>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<64xf32>
    %27 = stablehlo.reshape %26 : (tensor<64xf32>) -> tensor<8x8xf32>
    %28 = call @copysign(%arg0, %27) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %28, %15 : tensor<8x8xf32>, tensor<8xf32>
  }
  func.func private @remainder(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<64xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %12 = stablehlo.and %11, %6 : tensor<64xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %14 = stablehlo.add %4, %13 : tensor<64xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<64xi1>, tensor<64xi32>
    return %15 : tensor<64xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @copysign(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = call @signbit(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xi1>
    %1 = stablehlo.abs %arg0 : tensor<8x8xf32>
    %2 = stablehlo.negate %1 : tensor<8x8xf32>
    %3 = stablehlo.abs %arg0 : tensor<8x8xf32>
    %4 = call @_where_0(%0, %2, %3) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
  func.func private @signbit(%arg0: tensor<8x8xf32>) -> tensor<8x8xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8x8xf32>) -> tensor<8x8xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<8x8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %5 = stablehlo.convert %4 : tensor<8x8xi1>
    return %5 : tensor<8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}

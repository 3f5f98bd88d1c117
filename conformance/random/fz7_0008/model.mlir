module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xi1>) -> (tensor<7x2x2xi32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<[2, 3, -2, -5]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<[[-7, 7], [-5, 4], [-2, -4]]> : tensor<3x2xi32>
    %0 = call @argsort(%arg0) : (tensor<3x2xi1>) -> tensor<3x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%0, %c_1) : (tensor<3x2xi32>, tensor<i32>) -> tensor<6x6xi32>
    %2 = stablehlo.compare EQ, %1, %1, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %3 = stablehlo.reshape %2 : (tensor<6x6xi1>) -> tensor<36xi1>
    %4 = stablehlo.slice %3 [0:8] : (tensor<36xi1>) -> tensor<8xi1>
    %5 = stablehlo.reshape %4 : (tensor<8xi1>) -> tensor<4x2xi1>
    %6 = stablehlo.convert %5 : (tensor<4x2xi1>) -> tensor<4x2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %c, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %c, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %c : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.scatter"(%0, %12, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %25 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %25 : tensor<i32>
    }) : (tensor<3x2xi32>, tensor<4x1xi32>, tensor<4x2xi32>) -> tensor<3x2xi32>
    %14 = call @_where(%arg0, %13, %c_0) : (tensor<3x2xi1>, tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi32>
    %15 = stablehlo.iota dim = 0 : tensor<14xi32>
    %c_4 = stablehlo.constant dense<11> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %17 = stablehlo.multiply %15, %16 : tensor<14xi32>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %19 = stablehlo.add %17, %18 : tensor<14xi32>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %20 = call @remainder(%19, %c_6) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %c_7 = stablehlo.constant dense<-5> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %22 = stablehlo.add %20, %21 : tensor<14xi32>
    %23 = stablehlo.reshape %22 : (tensor<14xi32>) -> tensor<7x2xi32>
    %24 = call @_take(%14, %23) : (tensor<3x2xi32>, tensor<7x2xi32>) -> tensor<7x2x2xi32>
    return %24 : tensor<7x2x2xi32>
  }
  func.func private @argsort(%arg0: tensor<3x2xi1>) -> tensor<3x2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x2xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3x2xi1>, tensor<3x2xi32>) -> (tensor<3x2xi1>, tensor<3x2xi32>)
    return %1#1 : tensor<3x2xi32>
  }
  func.func private @_pad(%arg0: tensor<3x2xi32>, %arg1: tensor<i32>) -> tensor<6x6xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<3x2xi32>) -> tensor<1x2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x2xi32>) -> tensor<1x2x2xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x2xi32>) -> tensor<2x2xi32>
    %3 = stablehlo.slice %arg0 [2:3, 0:2] : (tensor<3x2xi32>) -> tensor<1x2xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x2xi32>) -> tensor<1x1x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x2xi32>) -> tensor<1x2xi32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x2xi32>, tensor<3x2xi32>, tensor<1x2xi32>) -> tensor<6x2xi32>
    %7 = stablehlo.slice %6 [0:6, 0:1] : (tensor<6x2xi32>) -> tensor<6x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x1x2xi32>
    %9 = stablehlo.reshape %8 : (tensor<6x1x2xi32>) -> tensor<6x2xi32>
    %10 = stablehlo.slice %6 [0:6, 1:2] : (tensor<6x2xi32>) -> tensor<6x1xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x1x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<6x1x2xi32>) -> tensor<6x2xi32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<6x2xi32>, tensor<6x2xi32>, tensor<6x2xi32>) -> tensor<6x6xi32>
    return %13 : tensor<6x6xi32>
  }
  func.func private @_where(%arg0: tensor<3x2xi1>, %arg1: tensor<3x2xi32>, %arg2: tensor<3x2xi32>) -> tensor<3x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    return %0 : tensor<3x2xi32>
  }
  func.func private @remainder(%arg0: tensor<14xi32>, %arg1: tensor<i32>) -> tensor<14xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<14xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<14xi1>, tensor<14xi1>) -> tensor<14xi1>
    %12 = stablehlo.and %11, %6 : tensor<14xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %14 = stablehlo.add %4, %13 : tensor<14xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<14xi1>, tensor<14xi32>
    return %15 : tensor<14xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<3x2xi32>, %arg1: tensor<7x2xi32>) -> tensor<7x2x2xi32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @remainder_1(%arg1, %c) : (tensor<7x2xi32>, tensor<i32>) -> tensor<7x2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<7x2xi32>) -> tensor<7x2x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xi32>, tensor<7x2x1xi32>) -> tensor<7x2x2xi32>
    return %2 : tensor<7x2x2xi32>
  }
  func.func private @remainder_1(%arg0: tensor<7x2xi32>, %arg1: tensor<i32>) -> tensor<7x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_0(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<7x2xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<7x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7x2xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<7x2xi32>, tensor<7x2xi32>) -> tensor<7x2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x2xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<7x2xi32>, tensor<7x2xi32>) -> tensor<7x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<7x2xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<7x2xi1>, tensor<7x2xi1>) -> tensor<7x2xi1>
    %11 = stablehlo.and %10, %5 : tensor<7x2xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<7x2xi32>
    %13 = stablehlo.add %3, %12 : tensor<7x2xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<7x2xi1>, tensor<7x2xi32>
    return %14 : tensor<7x2xi32>
  }
}

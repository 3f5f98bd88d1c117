module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6x1xui8>) -> (tensor<7x9x6x1xi1> {jax.result_info = "result[0]"}, tensor<1x6x1xui8> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.maximum %arg0, %arg0 : tensor<1x6x1xui8>
    %1 = call @cummin(%0) : (tensor<1x6x1xui8>) -> tensor<1x6x1xui8>
    %2 = stablehlo.reshape %1 : (tensor<1x6x1xui8>) -> tensor<6xui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<1x4x0xui8>
    %4 = stablehlo.reshape %0 : (tensor<1x6x1xui8>) -> tensor<6xui8>
    %5 = stablehlo.slice %4 [3:4] : (tensor<6xui8>) -> tensor<1xui8>
    %6 = stablehlo.reshape %5 : (tensor<1xui8>) -> tensor<ui8>
    %7 = stablehlo.convert %6 : (tensor<ui8>) -> tensor<i32>
    %8 = stablehlo.reshape %1 : (tensor<1x6x1xui8>) -> tensor<6xui8>
    %9 = stablehlo.slice %8 [3:4] : (tensor<6xui8>) -> tensor<1xui8>
    %10 = stablehlo.reshape %9 : (tensor<1xui8>) -> tensor<ui8>
    %11 = stablehlo.convert %10 : (tensor<ui8>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %7, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.add %7, %c_1 : tensor<i32>
    %14 = stablehlo.select %12, %13, %7 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %11, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.add %11, %c_3 : tensor<i32>
    %17 = stablehlo.select %15, %16, %11 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<-2> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<-2> : tensor<i32>
    %20 = stablehlo.select %18, %19, %c_8 : tensor<i1>, tensor<i32>
    %21 = stablehlo.dynamic_update_slice %0, %3, %14, %17, %20 : (tensor<1x6x1xui8>, tensor<1x4x0xui8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x1xui8>
    %22 = stablehlo.reshape %1 : (tensor<1x6x1xui8>) -> tensor<6xui8>
    %23 = stablehlo.reshape %22 : (tensor<6xui8>) -> tensor<1x6x1xui8>
    %24 = stablehlo.compare NE, %1, %23, UNSIGNED : (tensor<1x6x1xui8>, tensor<1x6x1xui8>) -> tensor<1x6x1xi1>
    %25 = call @cummin_0(%21) : (tensor<1x6x1xui8>) -> tensor<1x6x1xui8>
    %26 = stablehlo.iota dim = 0 : tensor<63xi32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %28 = stablehlo.multiply %26, %27 : tensor<63xi32>
    %c_10 = stablehlo.constant dense<12> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %30 = stablehlo.add %28, %29 : tensor<63xi32>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %31 = call @remainder(%30, %c_11) : (tensor<63xi32>, tensor<i32>) -> tensor<63xi32>
    %c_12 = stablehlo.constant dense<-3> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %33 = stablehlo.add %31, %32 : tensor<63xi32>
    %34 = stablehlo.reshape %33 : (tensor<63xi32>) -> tensor<7x9xi32>
    %35 = call @_take(%24, %34) : (tensor<1x6x1xi1>, tensor<7x9xi32>) -> tensor<7x9x6x1xi1>
    return %35, %25 : tensor<7x9x6x1xi1>, tensor<1x6x1xui8>
  }
  func.func private @cummin(%arg0: tensor<1x6x1xui8>) -> tensor<1x6x1xui8> {
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [5, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 6, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<1x6x1xui8>, tensor<ui8>) -> tensor<1x6x1xui8>
    return %1 : tensor<1x6x1xui8>
  }
  func.func private @cummin_0(%arg0: tensor<1x6x1xui8>) -> tensor<1x6x1xui8> {
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<1x6x1xui8>, tensor<ui8>) -> tensor<1x6x1xui8>
    return %1 : tensor<1x6x1xui8>
  }
  func.func private @remainder(%arg0: tensor<63xi32>, %arg1: tensor<i32>) -> tensor<63xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<63xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<63xi32>, tensor<63xi32>) -> tensor<63xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<63xi32>, tensor<63xi32>) -> tensor<63xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<63xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<63xi1>, tensor<63xi1>) -> tensor<63xi1>
    %12 = stablehlo.and %11, %6 : tensor<63xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<63xi32>
    %14 = stablehlo.add %4, %13 : tensor<63xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<63xi1>, tensor<63xi32>
    return %15 : tensor<63xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<1x6x1xi1>, %arg1: tensor<7x9xi32>) -> tensor<7x9x6x1xi1> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @remainder_1(%arg1, %c) : (tensor<7x9xi32>, tensor<i32>) -> tensor<7x9xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<7x9xi32>) -> tensor<7x9x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6, 1>}> : (tensor<1x6x1xi1>, tensor<7x9x1xi32>) -> tensor<7x9x6x1xi1>
    return %2 : tensor<7x9x6x1xi1>
  }
  func.func private @remainder_1(%arg0: tensor<7x9xi32>, %arg1: tensor<i32>) -> tensor<7x9xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<7x9xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<7x9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7x9xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<7x9xi32>, tensor<7x9xi32>) -> tensor<7x9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x9xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<7x9xi32>, tensor<7x9xi32>) -> tensor<7x9xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<7x9xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<7x9xi1>, tensor<7x9xi1>) -> tensor<7x9xi1>
    %11 = stablehlo.and %10, %5 : tensor<7x9xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<7x9xi32>
    %13 = stablehlo.add %3, %12 : tensor<7x9xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<7x9xi1>, tensor<7x9xi32>
    return %14 : tensor<7x9xi32>
  }
}

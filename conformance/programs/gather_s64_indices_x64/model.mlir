module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6xi64>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<6x1xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<6xi64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6xi1>, tensor<6xi64>
    %5 = stablehlo.convert %4 : (tensor<6xi64>) -> tensor<6xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<6xi64>) -> tensor<6x1xi64>
    %c_1 = stablehlo.constant dense<4> : tensor<i64>
    %9 = call @remainder(%8, %c_1) : (tensor<6x1xi64>, tensor<i64>) -> tensor<6x1xi64>
    %10 = call @take_along_axis(%arg0, %9) : (tensor<6x4xf32>, tensor<6x1xi64>) -> tensor<6x1xf32>
    return %7, %10 : tensor<6x4xf32>, tensor<6x1xf32>
  }
  func.func private @remainder(%arg0: tensor<6x1xi64>, %arg1: tensor<i64>) -> tensor<6x1xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6x1xi64>, tensor<6x1xi64>) -> tensor<6x1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6x1xi64>, tensor<6x1xi64>) -> tensor<6x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6x1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6x1xi1>, tensor<6x1xi1>) -> tensor<6x1xi1>
    %12 = stablehlo.and %11, %6 : tensor<6x1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<6x1xi64>
    %14 = stablehlo.add %4, %13 : tensor<6x1xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<6x1xi1>, tensor<6x1xi64>
    return %15 : tensor<6x1xi64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @take_along_axis(%arg0: tensor<6x4xf32>, %arg1: tensor<6x1xi64>) -> tensor<6x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<6x1xi64>) -> tensor<6x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<6x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<6x1xi1>, tensor<6x1xi32>
    %6 = stablehlo.reshape %5 : (tensor<6x1xi32>) -> tensor<6x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x1x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<6x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x1x1xi1>, tensor<i1>) -> tensor<6x1xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x4xf32>, tensor<6x1x1xi32>) -> tensor<6x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %16 = stablehlo.select %13, %14, %15 : tensor<6x1xi1>, tensor<6x1xf32>
    return %16 : tensor<6x1xf32>
  }
}

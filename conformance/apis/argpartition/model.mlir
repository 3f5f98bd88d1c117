module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>) -> (tensor<6x3xf32> {jax.result_info = "result[0]"}, tensor<2x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @partition(%arg0) : (tensor<6x8xf32>) -> tensor<6x8xf32>
    %1 = stablehlo.slice %0 [0:6, 0:3] : (tensor<6x8xf32>) -> tensor<6x3xf32>
    %2 = call @sort(%1) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %3 = call @argpartition(%arg0) : (tensor<6x8xf32>) -> tensor<6x8xi32>
    %4 = stablehlo.slice %3 [0:2, 0:8] : (tensor<6x8xi32>) -> tensor<2x8xi32>
    %5 = call @take_along_axis(%arg0, %4) : (tensor<6x8xf32>, tensor<2x8xi32>) -> tensor<2x8xf32>
    %6 = call @sort_0(%5) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    return %2, %6 : tensor<6x3xf32>, tensor<2x8xf32>
  }
  func.func private @partition(%arg0: tensor<6x8xf32>) -> tensor<6x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<6x8xf32>
    %values, %indices = chlo.top_k(%0, k = 4) : tensor<6x8xf32> -> (tensor<6x4xf32>, tensor<6x4xi32>)
    %1 = stablehlo.negate %values : tensor<6x4xf32>
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 4) : tensor<6x8xf32> -> (tensor<6x4xf32>, tensor<6x4xi32>)
    %2 = stablehlo.concatenate %1, %values_0, dim = 1 : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
    return %2 : tensor<6x8xf32>
  }
  func.func private @sort(%arg0: tensor<6x3xf32>) -> tensor<6x3xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    return %0 : tensor<6x3xf32>
  }
  func.func private @argpartition(%arg0: tensor<6x8xf32>) -> tensor<6x8xi32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x8xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.negate %0 : tensor<8x6xf32>
    %values, %indices = chlo.top_k(%1, k = 3) : tensor<8x6xf32> -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x3xi32>
    %4 = stablehlo.compare LT, %indices, %3, SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x3xi32>
    %6 = stablehlo.add %indices, %5 : tensor<8x3xi32>
    %7 = stablehlo.select %4, %6, %indices : tensor<8x3xi1>, tensor<8x3xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x3xi32>) -> tensor<8x3x1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
    %11 = "stablehlo.scatter"(%2, %8, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<8x6xf32>, tensor<8x3x1xi32>, tensor<8x3xf32>) -> tensor<8x6xf32>
    %values_2, %indices_3 = chlo.top_k(%11, k = 3) : tensor<8x6xf32> -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %12 = stablehlo.concatenate %indices, %indices_3, dim = 1 : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x6xi32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<8x6xi32>) -> tensor<6x8xi32>
    return %13 : tensor<6x8xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<6x8xf32>, %arg1: tensor<2x8xi32>) -> tensor<2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x8xi1>, tensor<2x8xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x8xf32>, tensor<2x8x1xi32>) -> tensor<2x8xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x8xi1>, tensor<2x8xf32>
    return %15 : tensor<2x8xf32>
  }
  func.func private @sort_0(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x5x1x8xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<6xi32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<[[3, 1, -3]]> : tensor<1x3xi32>
    %0 = stablehlo.slice %arg2 [5:6:3] : (tensor<6xi32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %2 = stablehlo.compare LT, %c, %1, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %4 = stablehlo.add %c, %3 : tensor<1x3xi32>
    %5 = stablehlo.select %2, %4, %c : tensor<1x3xi1>, tensor<1x3xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<1x3x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<1x3x1xi32>) -> tensor<1x3xi32>
    %8 = stablehlo.reshape %7 : (tensor<1x3xi32>) -> tensor<3xi32>
    %9 = stablehlo.reshape %8 : (tensor<3xi32>) -> tensor<1x3xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %11 = stablehlo.reshape %10 : (tensor<2x3xi32>) -> tensor<6xi32>
    %12:2 = "stablehlo.sort"(%arg2, %11) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %22 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
    %13 = stablehlo.reshape %arg0 : (tensor<1x5x1x8xf32>) -> tensor<40xf32>
    %14 = stablehlo.slice %13 [0:1] : (tensor<40xf32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.convert %15 : (tensor<f32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %18 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.select %17, %18, %c_6 : tensor<i1>, tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%12#1, %20, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %22 = stablehlo.minimum %arg3, %arg4 : tensor<i32>
      stablehlo.return %22 : tensor<i32>
    }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    return %21 : tensor<6xi32>
  }
}

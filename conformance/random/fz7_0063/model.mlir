module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3x4xui32>) -> (tensor<8x3x4xi1> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<[-2, -3, -1, -6]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %0 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<8x3x4xui32>, tensor<ui32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1x1x1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x1xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<1x1xui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<48x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<48x1xui32>) -> tensor<48xui32>
    %6 = stablehlo.reshape %5 : (tensor<48xui32>) -> tensor<4x3x4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %c, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %c, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %c : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %29 = stablehlo.maximum %arg1, %arg2 : tensor<ui32>
      stablehlo.return %29 : tensor<ui32>
    }) : (tensor<8x3x4xui32>, tensor<4x1xi32>, tensor<4x3x4xui32>) -> tensor<8x3x4xui32>
    %14 = stablehlo.compare LT, %13, %arg0, UNSIGNED : (tensor<8x3x4xui32>, tensor<8x3x4xui32>) -> tensor<8x3x4xi1>
    %15 = stablehlo.reshape %13 : (tensor<8x3x4xui32>) -> tensor<96xui32>
    %16 = stablehlo.slice %15 [92:93] : (tensor<96xui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %18 = stablehlo.convert %17 : (tensor<ui32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<7> : tensor<i32>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %20 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %21 = stablehlo.select %19, %20, %c_7 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %18, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %23 = stablehlo.add %18, %c_9 : tensor<i32>
    %24 = stablehlo.select %22, %23, %18 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %26 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %27 = stablehlo.select %25, %26, %c_14 : tensor<i1>, tensor<i32>
    %28 = stablehlo.dynamic_slice %14, %21, %24, %27, sizes = [8, 3, 4] : (tensor<8x3x4xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x3x4xi1>
    return %28 : tensor<8x3x4xi1>
  }
}

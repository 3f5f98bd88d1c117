module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x1x3xi32>, %arg1: tensor<9xf16>) -> (tensor<3x4x3x1xi32> {jax.result_info = "result[0]"}, tensor<9xf16> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[5, -7, -8, 7, 0]> : tensor<5xi32>
    %c_0 = stablehlo.constant dense<[8, 7, 5]> : tensor<3xi32>
    %c_1 = stablehlo.constant dense<[3, -1, 1, -6]> : tensor<4xi32>
    %c_2 = stablehlo.constant dense<-229823836> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x3xi32>
    %1 = stablehlo.minimum %arg0, %0 : tensor<4x1x3xi32>
    %2 = stablehlo.exponential_minus_one %arg1 : tensor<9xf16>
    %3 = stablehlo.reshape %arg0 : (tensor<4x1x3xi32>) -> tensor<12xi32>
    %4 = stablehlo.slice %3 [0:5] : (tensor<12xi32>) -> tensor<5xi32>
    %5 = stablehlo.convert %4 : (tensor<5xi32>) -> tensor<5xf16>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %c, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<9> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.add %c, %8 : tensor<5xi32>
    %10 = stablehlo.select %7, %9, %c : tensor<5xi1>, tensor<5xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %12 = "stablehlo.scatter"(%2, %11, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      stablehlo.return %arg3 : tensor<f16>
    }) : (tensor<9xf16>, tensor<5x1xi32>, tensor<5xf16>) -> tensor<9xf16>
    %13 = stablehlo.slice %2 [3:4] : (tensor<9xf16>) -> tensor<1xf16>
    %14 = stablehlo.reshape %13 : (tensor<1xf16>) -> tensor<f16>
    %15 = stablehlo.sine %14 : tensor<f16>
    %16 = stablehlo.compare GE, %14, %15, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %17 = stablehlo.reshape %16 : (tensor<i1>) -> tensor<1xi1>
    %18 = stablehlo.reshape %17 : (tensor<1xi1>) -> tensor<1x1xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x1xi1>
    %20 = stablehlo.reshape %19 : (tensor<3x1xi1>) -> tensor<3xi1>
    %21 = stablehlo.convert %20 : (tensor<3xi1>) -> tensor<3xf16>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.compare LT, %c_0, %22, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_6 = stablehlo.constant dense<9> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.add %c_0, %24 : tensor<3xi32>
    %26 = stablehlo.select %23, %25, %c_0 : tensor<3xi1>, tensor<3xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %28 = "stablehlo.scatter"(%arg1, %27, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      stablehlo.return %arg3 : tensor<f16>
    }) : (tensor<9xf16>, tensor<3x1xi32>, tensor<3xf16>) -> tensor<9xf16>
    %29 = stablehlo.slice %28 [0:4] : (tensor<9xf16>) -> tensor<4xf16>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.compare LT, %c_1, %30, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<9> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %33 = stablehlo.add %c_1, %32 : tensor<4xi32>
    %34 = stablehlo.select %31, %33, %c_1 : tensor<4xi1>, tensor<4xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = stablehlo.minimum %c_9, %36 : tensor<1xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<1xi32>) -> tensor<4x1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %40 = stablehlo.clamp %39, %35, %38 : tensor<4x1xi32>
    %41 = "stablehlo.scatter"(%28, %40, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %45 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %45 : tensor<f16>
    }) : (tensor<9xf16>, tensor<4x1xi32>, tensor<4xf16>) -> tensor<9xf16>
    %42 = stablehlo.reshape %41 : (tensor<9xf16>) -> tensor<3x1x3x1xf16>
    %43 = stablehlo.convert %42 : (tensor<3x1x3x1xf16>) -> tensor<3x1x3x1xi32>
    %44 = stablehlo.dot_general %1, %43, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x3xi32>, tensor<3x1x3x1xi32>) -> tensor<3x4x3x1xi32>
    return %44, %12 : tensor<3x4x3x1xi32>, tensor<9xf16>
  }
}

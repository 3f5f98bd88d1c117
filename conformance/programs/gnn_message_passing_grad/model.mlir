module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x6xf32>, %arg1: tensor<30xi32>, %arg2: tensor<30xi32>, %arg3: tensor<6x6xf32>) -> (tensor<10x6xf32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<30xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<30xi1>, tensor<30xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<30x1xi32>) -> tensor<30x6xf32>
    %7 = stablehlo.dot_general %6, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<30x6xf32>, tensor<6x6xf32>) -> tensor<30x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %10 = "stablehlo.scatter"(%8, %9, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %65 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %65 : tensor<f32>
    }) : (tensor<10x6xf32>, tensor<30x1xi32>, tensor<30x6xf32>) -> tensor<10x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<30xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %14 = "stablehlo.scatter"(%12, %13, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %65 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %65 : tensor<f32>
    }) : (tensor<10xf32>, tensor<30x1xi32>, tensor<30xf32>) -> tensor<10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.maximum %14, %15 : tensor<10xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x6xf32>
    %19 = stablehlo.divide %10, %18 : tensor<10x6xf32>
    %20 = call @relu(%19) : (tensor<10x6xf32>) -> tensor<10x6xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %22 = stablehlo.compare LT, %arg1, %21, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %24 = stablehlo.add %arg1, %23 : tensor<30xi32>
    %25 = stablehlo.select %22, %24, %arg1 : tensor<30xi1>, tensor<30xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %27 = "stablehlo.gather"(%arg0, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<30x1xi32>) -> tensor<30x6xf32>
    %28 = stablehlo.dot_general %27, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<30x6xf32>, tensor<6x6xf32>) -> tensor<30x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %31 = "stablehlo.scatter"(%29, %30, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %65 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %65 : tensor<f32>
    }) : (tensor<10x6xf32>, tensor<30x1xi32>, tensor<30x6xf32>) -> tensor<10x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<30xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %35 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %36 = "stablehlo.scatter"(%34, %35, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %65 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %65 : tensor<f32>
    }) : (tensor<10xf32>, tensor<30x1xi32>, tensor<30xf32>) -> tensor<10xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %38 = stablehlo.maximum %36, %37 : tensor<10xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x6xf32>
    %41 = stablehlo.divide %31, %40 : tensor<10x6xf32>
    %42 = call @relu(%41) : (tensor<10x6xf32>) -> tensor<10x6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %44 = stablehlo.compare GT, %41, %43, FLOAT : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%42 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %49 = stablehlo.select %44, %47, %48 : tensor<10x6xi1>, tensor<10x6xf32>
    %50 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x6xf32>
    %51 = stablehlo.divide %49, %50 : tensor<10x6xf32>
    %c_16 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<30x1xi32>
    %53 = stablehlo.compare GE, %30, %52, SIGNED : (tensor<30x1xi32>, tensor<30x1xi32>) -> tensor<30x1xi1>
    %54 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<30x1xi32>
    %56 = stablehlo.compare LE, %30, %55, SIGNED : (tensor<30x1xi32>, tensor<30x1xi32>) -> tensor<30x1xi1>
    %57 = stablehlo.and %53, %56 : tensor<30x1xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_18) applies stablehlo.and across dimensions = [1] : (tensor<30x1xi1>, tensor<i1>) -> tensor<30xi1>
    %59 = "stablehlo.gather"(%51, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<30x1xi32>) -> tensor<30x6xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<30xi1>) -> tensor<30x6xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<30x6xf32>
    %62 = stablehlo.select %60, %59, %61 : tensor<30x6xi1>, tensor<30x6xf32>
    %63 = stablehlo.dot_general %62, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<30x6xf32>, tensor<30x6xf32>) -> tensor<6x6xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    return %20, %64 : tensor<10x6xf32>, tensor<6x6xf32>
  }
  func.func private @relu(%arg0: tensor<10x6xf32>) -> tensor<10x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<10x6xf32>
    return %1 : tensor<10x6xf32>
  }
}

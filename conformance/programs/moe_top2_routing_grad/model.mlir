module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x8x6xf32>) -> (tensor<10x6xf32> {jax.result_info = "result[0]"}, tensor<8x4xf32> {jax.result_info = "result[1][0]"}, tensor<4x8x6xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x4xf32>) -> tensor<10x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<10xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<10x4xf32>
    %7 = stablehlo.exponential %6 : tensor<10x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<10x4xf32>
    %values, %indices = chlo.top_k(%11, k = 2) : tensor<10x4xf32> -> (tensor<10x2xf32>, tensor<10x2xi32>)
    %12 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<4x8x6xf32>) -> tensor<10x4x6xf32>
    %13 = stablehlo.broadcast_in_dim %indices, dims = [0, 1] : (tensor<10x2xi32>) -> tensor<10x2x1xi32>
    %14 = call @take_along_axis(%12, %13) : (tensor<10x4x6xf32>, tensor<10x2x1xi32>) -> tensor<10x2x6xf32>
    %15 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<10x2xf32>) -> tensor<10x2x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<10x2x1xf32>) -> tensor<10x2x6xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<10x2x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<10x2x6xf32>, tensor<f32>) -> tensor<10x6xf32>
    %19 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x4xf32>) -> tensor<10x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %21 = stablehlo.reshape %20 : (tensor<10xf32>) -> tensor<10x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %23 = stablehlo.compare EQ, %19, %22, FLOAT : (tensor<10x4xf32>, tensor<10x4xf32>) -> tensor<10x4xi1>
    %24 = stablehlo.convert %23 : (tensor<10x4xi1>) -> tensor<10x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.maximum %26, %20 : tensor<10xf32>
    %28 = stablehlo.compare EQ, %20, %27, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<10xi1>, tensor<10xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<10xi1>, tensor<10xf32>
    %37 = stablehlo.divide %31, %36 : tensor<10xf32>
    %38 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %40 = stablehlo.subtract %19, %39 : tensor<10x4xf32>
    %41 = stablehlo.exponential %40 : tensor<10x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %45 = stablehlo.divide %41, %44 : tensor<10x4xf32>
    %46 = stablehlo.multiply %43, %43 : tensor<10x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<10x1xf32>
    %values_13, %indices_14 = chlo.top_k(%45, k = 2) : tensor<10x4xf32> -> (tensor<10x2xf32>, tensor<10x2xi32>)
    %49 = stablehlo.reshape %indices_14 : (tensor<10x2xi32>) -> tensor<10x2x1xi32>
    %50 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<4x8x6xf32>) -> tensor<10x4x6xf32>
    %51 = stablehlo.broadcast_in_dim %indices_14, dims = [0, 1] : (tensor<10x2xi32>) -> tensor<10x2x1xi32>
    %52:2 = call @take_along_axis_0(%50, %51) : (tensor<10x4x6xf32>, tensor<10x2x1xi32>) -> (tensor<10x2x6xf32>, tensor<10x2x1xi32>)
    %53 = stablehlo.broadcast_in_dim %values_13, dims = [0, 1] : (tensor<10x2xf32>) -> tensor<10x2x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<10x2x1xf32>) -> tensor<10x2x6xf32>
    %55 = stablehlo.multiply %52#0, %54 : tensor<10x2x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<10x2x6xf32>, tensor<f32>) -> tensor<10x6xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<10x6xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<10x6xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%57 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<10x6xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2] : (tensor<10x6xf32>) -> tensor<10x2x6xf32>
    %64 = stablehlo.multiply %52#0, %63 : tensor<10x2x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<10x2x6xf32>, tensor<f32>) -> tensor<10x2xf32>
    %66 = stablehlo.reshape %65 : (tensor<10x2xf32>) -> tensor<10x2x1xf32>
    %67 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<10x2x1xf32>) -> tensor<10x2x6xf32>
    %68 = stablehlo.multiply %63, %67 : tensor<10x2x6xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%66 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<10x2x1xf32>, tensor<f32>) -> tensor<10x2xf32>
    %70 = call @take_along_axis_1(%52#1, %68) : (tensor<10x2x1xi32>, tensor<10x2x6xf32>) -> tensor<10x4x6xf32>
    %71 = stablehlo.dot_general %70, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x4x6xf32>, tensor<10x8xf32>) -> tensor<4x6x8xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1] : (tensor<4x6x8xf32>) -> tensor<4x8x6xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %74 = "stablehlo.scatter"(%73, %49, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %89 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %89 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<10x2x1xi32>, tensor<10x2xf32>) -> tensor<10x4xf32>
    %75 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<10x4xf32>
    %77 = stablehlo.multiply %76, %41 : tensor<10x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %79 = stablehlo.reshape %78 : (tensor<10xf32>) -> tensor<10x1xf32>
    %80 = stablehlo.negate %79 : tensor<10x1xf32>
    %81 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %82 = stablehlo.divide %74, %81 : tensor<10x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<10x1xf32>, tensor<f32>) -> tensor<10xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<10xf32>) -> tensor<10x4xf32>
    %85 = stablehlo.add %82, %84 : tensor<10x4xf32>
    %86 = stablehlo.multiply %85, %41 : tensor<10x4xf32>
    %87 = stablehlo.dot_general %86, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x4xf32>, tensor<10x8xf32>) -> tensor<4x8xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    return %18, %88, %72 : tensor<10x6xf32>, tensor<8x4xf32>, tensor<4x8x6xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<10x4x6xf32>, %arg1: tensor<10x2x1xi32>) -> tensor<10x2x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<10x2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<10x2x1xi1>, tensor<10x2x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<10x2x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<10x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<10x2x1xi1>, tensor<i1>) -> tensor<10x2xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<10x4x6xf32>, tensor<10x2x1xi32>) -> tensor<10x2x6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<10x2xi1>) -> tensor<10x2x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x2x6xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<10x2x6xi1>, tensor<10x2x6xf32>
    return %15 : tensor<10x2x6xf32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<10x4x6xf32>, %arg1: tensor<10x2x1xi32>) -> (tensor<10x2x6xf32>, tensor<10x2x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<10x2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<10x2x1xi1>, tensor<10x2x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x2x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<10x2x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<10x2x1xi32>, tensor<10x2x1xi32>) -> tensor<10x2x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<10x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<10x2x1xi1>, tensor<i1>) -> tensor<10x2xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<10x4x6xf32>, tensor<10x2x1xi32>) -> tensor<10x2x6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<10x2xi1>) -> tensor<10x2x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x2x6xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<10x2x6xi1>, tensor<10x2x6xf32>
    return %15, %4 : tensor<10x2x6xf32>, tensor<10x2x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<10x2x1xi32>, %arg1: tensor<10x2x6xf32>) -> tensor<10x4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x4x6xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<10x4x6xf32>, tensor<10x2x1xi32>, tensor<10x2x6xf32>) -> tensor<10x4x6xf32>
    return %1 : tensor<10x4x6xf32>
  }
}

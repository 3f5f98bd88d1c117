module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<7xi32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<7xi1>, tensor<7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<7x1xi32>) -> tensor<7x3xf32>
    %7 = stablehlo.sine %6 : tensor<7x3xf32>
    %8 = stablehlo.cosine %6 : tensor<7x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<7xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x3xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<7x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x3xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<7x3xf32>
    %17 = stablehlo.multiply %16, %8 : tensor<7x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %19 = "stablehlo.scatter"(%18, %5, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<7x1xi32>, tensor<7x3xf32>) -> tensor<5x3xf32>
    return %19 : tensor<5x3xf32>
  }
}

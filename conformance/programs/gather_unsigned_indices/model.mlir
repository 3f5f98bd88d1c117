module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5xui8>, %arg2: tensor<3xui32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<5xui8>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %3 = stablehlo.convert %arg2 : (tensor<3xui32>) -> tensor<3xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %5 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
    %6 = call @_take(%arg0, %arg2) : (tensor<6x3xf32>, tensor<3xui32>) -> tensor<3x3xf32>
    return %2, %5, %6 : tensor<5x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @_take(%arg0: tensor<6x3xf32>, %arg1: tensor<3xui32>) -> tensor<3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<3x1xui32>) -> tensor<3x3xf32>
    return %1 : tensor<3x3xf32>
  }
}

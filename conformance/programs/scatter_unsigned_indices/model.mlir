module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<4xui8>, %arg2: tensor<4xf32>) -> (tensor<5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<4xui8>) -> tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %3 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4x2xf32>) -> (tensor<2x4x2xf32> {jax.result_info = "result"}) {
    %0 = call @_solve_triangular(%arg0, %arg1) : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    return %0 : tensor<2x4x2xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4x2xf32>) -> tensor<2x4x2xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    return %0 : tensor<2x4x2xf32>
  }
}

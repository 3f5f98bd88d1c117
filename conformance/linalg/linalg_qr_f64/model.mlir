module @jit_qr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf64>) -> (tensor<6x6xf64> {jax.result_info = "result.Q"}, tensor<6x6xf64> {jax.result_info = "result.R"}) {
    %0:2 = call @qr(%arg0) : (tensor<6x6xf64>) -> (tensor<6x6xf64>, tensor<6x6xf64>)
    return %0#0, %0#1 : tensor<6x6xf64>, tensor<6x6xf64>
  }
  func.func private @qr(%arg0: tensor<6x6xf64>) -> (tensor<6x6xf64>, tensor<6x6xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xf64>) -> (tensor<6x6xf64>, tensor<6xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xf64>, tensor<6xf64>) -> tensor<6x6xf64>
    %2 = stablehlo.iota dim = 0 : tensor<6x6xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6x6xi64>
    %4 = stablehlo.add %2, %3 : tensor<6x6xi64>
    %5 = stablehlo.iota dim = 1 : tensor<6x6xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<6x6xi64>, tensor<6x6xi64>) -> tensor<6x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6x6xf64>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<6x6xi1>, tensor<6x6xf64>
    return %1, %8 : tensor<6x6xf64>, tensor<6x6xf64>
  }
}

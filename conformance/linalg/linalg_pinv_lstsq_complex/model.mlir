module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xcomplex<f32>>, %arg1: tensor<6x2xcomplex<f32>>) -> (tensor<3x6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x2xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = call @_pinv(%arg0) : (tensor<6x3xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %1:4 = call @_lstsq(%arg0, %arg1) : (tensor<6x3xcomplex<f32>>, tensor<6x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>, tensor<3xf32>)
    return %0, %1#0 : tensor<3x6xcomplex<f32>>, tensor<3x2xcomplex<f32>>
  }
  func.func private @_pinv(%arg0: tensor<6x3xcomplex<f32>>) -> tensor<3x6xcomplex<f32>> {
    %0 = stablehlo.real %arg0 : (tensor<6x3xcomplex<f32>>) -> tensor<6x3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<6x3xcomplex<f32>>) -> tensor<6x3xf32>
    %2 = stablehlo.negate %1 : tensor<6x3xf32>
    %3 = stablehlo.complex %0, %2 : tensor<6x3xcomplex<f32>>
    %cst = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %4 = stablehlo.multiply %cst, %cst_0 : tensor<f32>
    %5:3 = call @svd(%3) : (tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>)
    %6 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.slice %5#1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %10 = stablehlo.compare GT, %5#1, %9, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %11 = call @_where(%10, %5#1, %cst_1) : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.convert %11 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %13 = stablehlo.transpose %5#2, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %14 = stablehlo.transpose %5#0, dims = [1, 0] : (tensor<6x3xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %17 = stablehlo.divide %14, %16 : tensor<3x6xcomplex<f32>>
    %18 = stablehlo.dot_general %13, %17, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f32>>, tensor<3x6xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    return %18 : tensor<3x6xcomplex<f32>>
  }
  func.func private @svd(%arg0: tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=3, k=6, l=3, m=3, n=6, o=3, p=3, q=3}, custom>} : (tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<6x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<6x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<6x3xi1>, tensor<6x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %10, %6, %14 : tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_lstsq(%arg0: tensor<6x3xcomplex<f32>>, %arg1: tensor<6x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>, tensor<3xf32>) {
    %0:3 = call @svd_0(%arg0) : (tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.compare GT, %0#1, %1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %3 = stablehlo.slice %0#1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<7.15255737E-7> : tensor<f32>
    %5 = stablehlo.multiply %cst_0, %4 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.compare GE, %0#1, %6, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %8 = stablehlo.and %2, %7 : tensor<3xi1>
    %9 = stablehlo.convert %8 : (tensor<3xi1>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.reduce(%9 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %11 = call @_where_1(%8, %0#1, %c_1) : (tensor<3xi1>, tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
    %12 = stablehlo.convert %11 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %14 = stablehlo.divide %13, %12 : tensor<3xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_where_2(%8, %14, %c_3) : (tensor<3xi1>, tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<3xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %17 = stablehlo.real %0#0 : (tensor<6x3xcomplex<f32>>) -> tensor<6x3xf32>
    %18 = stablehlo.imag %0#0 : (tensor<6x3xcomplex<f32>>) -> tensor<6x3xf32>
    %19 = stablehlo.negate %18 : tensor<6x3xf32>
    %20 = stablehlo.complex %17, %19 : tensor<6x3xcomplex<f32>>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<6x3xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6xcomplex<f32>>, tensor<6x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %23 = stablehlo.real %0#2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %24 = stablehlo.imag %0#2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %25 = stablehlo.negate %24 : tensor<3x3xf32>
    %26 = stablehlo.complex %23, %25 : tensor<3x3xcomplex<f32>>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %28 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %29 = stablehlo.multiply %28, %22 : tensor<3x2xcomplex<f32>>
    %30 = stablehlo.dot_general %27, %29, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %31 = stablehlo.dot_general %arg0, %30, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<6x2xcomplex<f32>>
    %32 = stablehlo.subtract %arg1, %31 : tensor<6x2xcomplex<f32>>
    %33 = call @norm(%32) : (tensor<6x2xcomplex<f32>>) -> tensor<2xf32>
    %34 = stablehlo.multiply %33, %33 : tensor<2xf32>
    return %30, %34, %10, %0#1 : tensor<3x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>, tensor<3xf32>
  }
  func.func private @svd_0(%arg0: tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=6, j=3, k=6, l=3, m=3, n=6, o=3, p=3, q=3}, custom>} : (tensor<6x3xcomplex<f32>>) -> (tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<6x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<6x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<6x3xi1>, tensor<6x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %10, %6, %14 : tensor<6x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>
  }
  func.func private @_where_1(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_2(%arg0: tensor<3xi1>, %arg1: tensor<3xcomplex<f32>>, %arg2: tensor<i32>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xcomplex<f32>>
    return %2 : tensor<3xcomplex<f32>>
  }
  func.func private @norm(%arg0: tensor<6x2xcomplex<f32>>) -> tensor<2xf32> {
    %0 = stablehlo.real %arg0 : (tensor<6x2xcomplex<f32>>) -> tensor<6x2xf32>
    %1 = stablehlo.imag %arg0 : (tensor<6x2xcomplex<f32>>) -> tensor<6x2xf32>
    %2 = stablehlo.negate %1 : tensor<6x2xf32>
    %3 = stablehlo.complex %0, %2 : tensor<6x2xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<6x2xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<6x2xcomplex<f32>>) -> tensor<6x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x2xf32>, tensor<f32>) -> tensor<2xf32>
    %7 = stablehlo.sqrt %6 : tensor<2xf32>
    return %7 : tensor<2xf32>
  }
}

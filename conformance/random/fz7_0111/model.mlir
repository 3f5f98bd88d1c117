module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6xf32>, %arg1: tensor<9x1x7xi1>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1x6xi1> {jax.result_info = "result[1]"}, tensor<2x3x3xi1> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[[2, -3, -4], [-2, 4, -3], [-12, 2, -5]]> : tensor<3x3xi32>
    %0 = call @hypot(%arg0, %arg0) : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %2 = stablehlo.compare GT, %arg0, %1, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %3 = call @_where(%2, %arg0, %0) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %4 = stablehlo.is_finite %0 : (tensor<1x6xf32>) -> tensor<1x6xi1>
    %5 = stablehlo.reshape %arg0 : (tensor<1x6xf32>) -> tensor<1x1x1x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x6xf32>) -> tensor<2x1x2x6xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1x2x6xf32>) -> tensor<2x12xf32>
    %8 = stablehlo.floor %3 : tensor<1x6xf32>
    %9 = stablehlo.compare LE, %7, %7, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %11 = stablehlo.compare LT, %c, %10, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %13 = stablehlo.add %c, %12 : tensor<3x3xi32>
    %14 = stablehlo.select %11, %13, %c : tensor<3x3xi1>, tensor<3x3xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %16 = "stablehlo.gather"(%9, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x12xi1>, tensor<3x3x1xi32>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<1x6xf32>, tensor<f32>) -> tensor<f32>
    return %17, %4, %16 : tensor<f32>, tensor<1x6xi1>, tensor<2x3x3xi1>
  }
  func.func private @hypot(%arg0: tensor<1x6xf32>, %arg1: tensor<1x6xf32>) -> tensor<1x6xf32> {
    %0 = stablehlo.abs %arg0 : tensor<1x6xf32>
    %1 = stablehlo.abs %arg1 : tensor<1x6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %6 = stablehlo.or %3, %5 : tensor<1x6xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<1x6xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<1x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %15 = stablehlo.divide %8, %14 : tensor<1x6xf32>
    %16 = chlo.square %15 : tensor<1x6xf32> -> tensor<1x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %18 = stablehlo.add %17, %16 : tensor<1x6xf32>
    %19 = stablehlo.sqrt %18 : tensor<1x6xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<1x6xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<1x6xi1>, tensor<f32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    return %22 : tensor<1x6xf32>
  }
  func.func private @_where(%arg0: tensor<1x6xi1>, %arg1: tensor<1x6xf32>, %arg2: tensor<1x6xf32>) -> tensor<1x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x6xi1>, tensor<1x6xf32>
    return %0 : tensor<1x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x6xi1>, %arg1: tensor<f32>, %arg2: tensor<1x6xf32>) -> tensor<1x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<1x6xi1>, tensor<1x6xf32>
    return %1 : tensor<1x6xf32>
  }
}

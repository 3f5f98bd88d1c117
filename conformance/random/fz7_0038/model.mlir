module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[-2, 0, 1]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[-1, -2, -2, 2, -3]> : tensor<5xi32>
    %0 = call @take_along_axis(%arg0, %c) : (tensor<2xf32>, tensor<3xi32>) -> tensor<3xf32>
    %1 = stablehlo.sine %0 : tensor<3xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c_1) : (tensor<3xf32>, tensor<i32>) -> tensor<6xf32>
    %5 = stablehlo.slice %4 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %c_0, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.add %c_0, %8 : tensor<5xi32>
    %10 = stablehlo.select %7, %9, %c_0 : tensor<5xi1>, tensor<5xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %12 = "stablehlo.scatter"(%3, %11, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %34 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<3xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<3xf32>
    %16 = stablehlo.is_finite %15 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.select %16, %15, %17 : tensor<3xi1>, tensor<3xf32>
    %19 = stablehlo.subtract %1, %18 : tensor<3xf32>
    %20 = stablehlo.exponential %19 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_6) applies stablehlo.add across dimensions = [] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.sign %21 : tensor<3xf32>
    %23 = stablehlo.abs %21 : tensor<3xf32>
    %24 = stablehlo.log %23 : tensor<3xf32>
    %25 = stablehlo.add %24, %18 : tensor<3xf32>
    %26 = stablehlo.iota dim = 0 : tensor<3xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<1.89343667> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.abs %27 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %31 = stablehlo.add %29, %30 : tensor<3xf32>
    %c_9 = stablehlo.constant dense<-2> : tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %32 = call @clip(%28, %c_9, %c_10) : (tensor<3xf32>, tensor<i32>, tensor<i32>) -> tensor<3xf32>
    %33 = stablehlo.power %31, %32 : tensor<3xf32>
    return %33, %12 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2xf32>, %arg1: tensor<3xi32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.reshape %4 : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3xi1>, tensor<3xf32>
    return %15 : tensor<3xf32>
  }
  func.func private @_pad(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xf32>) -> tensor<2xf32>
    %3 = stablehlo.slice %arg0 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1xf32>) -> tensor<1xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<6xf32>
    return %6 : tensor<6xf32>
  }
  func.func private @clip(%arg0: tensor<3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3xf32>
    return %5 : tensor<3xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7x3x1xbf16>) -> (tensor<bf16> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<[2, 0, -2]> : tensor<3xi32>
    %cst = stablehlo.constant dense<[-1.750000e+00, -2.250000e+00, 0.000000e+00]> : tensor<3xbf16>
    %0 = stablehlo.reshape %arg0 : (tensor<5x7x3x1xbf16>) -> tensor<5x7x3xbf16>
    %1 = stablehlo.convert %0 : (tensor<5x7x3xbf16>) -> tensor<5x7x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x7x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<3.500000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3xf32>
    %5 = stablehlo.convert %4 : (tensor<3xf32>) -> tensor<3xbf16>
    %6 = stablehlo.iota dim = 0 : tensor<3xbf16>
    %7 = stablehlo.multiply %5, %6 : tensor<3xbf16>
    %8 = stablehlo.slice %7 [0:2] : (tensor<3xbf16>) -> tensor<2xbf16>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_6 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_update_slice %7, %8, %11 : (tensor<3xbf16>, tensor<2xbf16>, tensor<i32>) -> tensor<3xbf16>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.compare LT, %c, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.add %c, %15 : tensor<3xi32>
    %17 = stablehlo.select %14, %16, %c : tensor<3xi1>, tensor<3xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %19 = "stablehlo.scatter"(%12, %18, %cst) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %28 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %28 : tensor<bf16>
    }) : (tensor<3xbf16>, tensor<3x1xi32>, tensor<3xbf16>) -> tensor<3xbf16>
    %c_9 = stablehlo.constant dense<-2> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<-2> : tensor<i32>
    %22 = stablehlo.select %20, %21, %c_13 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %7, %22, sizes = [1] : (tensor<3xbf16>, tensor<i32>) -> tensor<1xbf16>
    %24 = stablehlo.slice %19 [0:1] : (tensor<3xbf16>) -> tensor<1xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<1xbf16>
    %26 = stablehlo.add %25, %23 : tensor<1xbf16>
    %27 = stablehlo.reshape %26 : (tensor<1xbf16>) -> tensor<bf16>
    return %27 : tensor<bf16>
  }
}

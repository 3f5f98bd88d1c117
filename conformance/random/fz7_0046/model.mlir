module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x2xi1>, %arg1: tensor<8x2xf16>, %arg2: tensor<bf16>) -> (tensor<24x2xf16> {jax.result_info = "result[0]"}, tensor<8x2xi1> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[7, 6, -6]> : tensor<3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x2xf16>
    %1 = stablehlo.compare NE, %arg1, %0, FLOAT : (tensor<8x2xf16>, tensor<8x2xf16>) -> tensor<8x2xi1>
    %2 = stablehlo.convert %1 : tensor<8x2xi1>
    %3 = stablehlo.reshape %2 : (tensor<8x2xi1>) -> tensor<16xi1>
    %4 = stablehlo.slice %3 [0:6] : (tensor<16xi1>) -> tensor<6xi1>
    %5 = stablehlo.reshape %4 : (tensor<6xi1>) -> tensor<3x2xi1>
    %6 = stablehlo.convert %5 : (tensor<3x2xi1>) -> tensor<3x2xf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %c, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.add %c, %9 : tensor<3xi32>
    %11 = stablehlo.select %8, %10, %c : tensor<3xi1>, tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_2 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.minimum %c_2, %13 : tensor<1xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %17 = stablehlo.clamp %16, %12, %15 : tensor<3x1xi32>
    %18 = "stablehlo.scatter"(%arg1, %17, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f16>, %arg4: tensor<f16>):
      %37 = stablehlo.multiply %arg3, %arg4 : tensor<f16>
      stablehlo.return %37 : tensor<f16>
    }) : (tensor<8x2xf16>, tensor<3x1xi32>, tensor<3x2xf16>) -> tensor<8x2xf16>
    %19 = stablehlo.convert %2 : (tensor<8x2xi1>) -> tensor<8x2xf16>
    %20 = stablehlo.compare LT, %18, %19, FLOAT : (tensor<8x2xf16>, tensor<8x2xf16>) -> tensor<8x2xi1>
    %21 = stablehlo.reshape %18 : (tensor<8x2xf16>) -> tensor<16xf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f16>) -> tensor<2x0xf16>
    %c_6 = stablehlo.constant dense<6> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %24 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<6> : tensor<i32>
    %25 = stablehlo.select %23, %24, %c_10 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %27 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.select %26, %27, %c_15 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_update_slice %18, %22, %25, %28 : (tensor<8x2xf16>, tensor<2x0xf16>, tensor<i32>, tensor<i32>) -> tensor<8x2xf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f16>) -> tensor<8x2xf16>
    %31 = stablehlo.compare NE, %29, %30, FLOAT : (tensor<8x2xf16>, tensor<8x2xf16>) -> tensor<8x2xi1>
    %32 = stablehlo.convert %31 : tensor<8x2xi1>
    %33 = call @_where(%20, %20, %32) : (tensor<8x2xi1>, tensor<8x2xi1>, tensor<8x2xi1>) -> tensor<8x2xi1>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<8x2xf16>) -> tensor<8x3x2xf16>
    %35 = stablehlo.reshape %34 : (tensor<8x3x2xf16>) -> tensor<24x2xf16>
    %36 = stablehlo.cbrt %35 : tensor<24x2xf16>
    return %36, %33 : tensor<24x2xf16>, tensor<8x2xi1>
  }
  func.func private @_where(%arg0: tensor<8x2xi1>, %arg1: tensor<8x2xi1>, %arg2: tensor<8x2xi1>) -> tensor<8x2xi1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x2xi1>, tensor<8x2xi1>
    return %0 : tensor<8x2xi1>
  }
}

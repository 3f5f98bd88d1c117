module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3x3x9xf32>, %arg1: tensor<2xui32>, %arg2: tensor<1x5x0x6xui8>) -> (tensor<5x0x6xui8> {jax.result_info = "result[0]"}, tensor<5x3x3x9xf32> {jax.result_info = "result[1]"}, tensor<2xui32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[-4, -1, 1]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[5, 1, 12]> : tensor<3xui32>
    %0 = stablehlo.convert %arg1 : (tensor<2xui32>) -> tensor<2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %2 = stablehlo.compare GT, %0, %1, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_1 = stablehlo.constant dense<7> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %4 = call @_where(%2, %arg1, %3) : (tensor<2xi1>, tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i64>
    %8 = call @remainder(%7, %c_2) : (tensor<i32>, tensor<i64>) -> tensor<i32>
    %9 = call @_take(%4, %8) : (tensor<2xui32>, tensor<i32>) -> tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.compare LT, %c, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.add %c, %12 : tensor<3xi32>
    %14 = stablehlo.select %11, %13, %c : tensor<3xi1>, tensor<3xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_6 = stablehlo.constant dense<2147483647> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.minimum %c_5, %16 : tensor<1xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %20 = stablehlo.clamp %19, %15, %18 : tensor<3x1xi32>
    %21 = "stablehlo.scatter"(%4, %20, %c_0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %37 = stablehlo.add %arg3, %arg4 : tensor<ui32>
      stablehlo.return %37 : tensor<ui32>
    }) : (tensor<2xui32>, tensor<3x1xi32>, tensor<3xui32>) -> tensor<2xui32>
    %22 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %24 = stablehlo.abs %23 : tensor<5x3x3x9xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %26 = stablehlo.add %24, %25 : tensor<5x3x3x9xf32>
    %27 = stablehlo.divide %arg0, %26 : tensor<5x3x3x9xf32>
    %28 = stablehlo.abs %27 : tensor<5x3x3x9xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %30 = stablehlo.add %28, %29 : tensor<5x3x3x9xf32>
    %31 = stablehlo.remainder %arg0, %30 : tensor<5x3x3x9xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x9xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %34:4 = stablehlo.while(%iterArg = %31, %iterArg_13 = %c_12, %iterArg_14 = %32, %iterArg_15 = %33) : tensor<5x3x3x9xf32>, tensor<i64>, tensor<3x3x9xf32>, tensor<5x3x3x9xf32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i64>
      %37 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_13) : (tensor<5x3x3x9xf32>, tensor<i64>) -> tensor<3x3x9xf32>
      %38:2 = func.call @closed_call(%iterArg_14, %37) : (tensor<3x3x9xf32>, tensor<3x3x9xf32>) -> (tensor<3x3x9xf32>, tensor<3x3x9xf32>)
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_15, %38#1, %iterArg_13) : (tensor<5x3x3x9xf32>, tensor<3x3x9xf32>, tensor<i64>) -> tensor<5x3x3x9xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i64>
      %40 = stablehlo.add %iterArg_13, %c_16 : tensor<i64>
      stablehlo.return %iterArg, %40, %38#0, %39 : tensor<5x3x3x9xf32>, tensor<i64>, tensor<3x3x9xf32>, tensor<5x3x3x9xf32>
    }
    %35 = call @silu(%34#3) : (tensor<5x3x3x9xf32>) -> tensor<5x3x3x9xf32>
    %36 = stablehlo.reshape %arg2 : (tensor<1x5x0x6xui8>) -> tensor<5x0x6xui8>
    return %36, %35, %21 : tensor<5x0x6xui8>, tensor<5x3x3x9xf32>, tensor<2xui32>
  }
  func.func private @_where(%arg0: tensor<2xi1>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>) -> tensor<2xui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xui32>
    return %0 : tensor<2xui32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i64>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take(%arg0: tensor<2xui32>, %arg1: tensor<i32>) -> tensor<ui32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @remainder_1(%arg1, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xui32>, tensor<1xi32>) -> tensor<ui32>
    return %2 : tensor<ui32>
  }
  func.func private @remainder_1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_0(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3x3x9xf32>, %arg1: tensor<i64>) -> tensor<3x3x9xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 3, 3, 9] : (tensor<5x3x3x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x3x3x9xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x3x9xf32>) -> tensor<3x3x9xf32>
    return %1 : tensor<3x3x9xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3x9xf32>, %arg1: tensor<3x3x9xf32>) -> (tensor<3x3x9xf32>, tensor<3x3x9xf32>) {
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x9xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x3x9xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<3x3x9xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3x9xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3x3x9xf32>
    return %2, %4 : tensor<3x3x9xf32>, tensor<3x3x9xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3x3x9xf32>, %arg1: tensor<3x3x9xf32>, %arg2: tensor<i64>) -> tensor<5x3x3x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<3x3x9xf32>) -> tensor<1x3x3x9xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<5x3x3x9xf32>, tensor<1x3x3x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<5x3x3x9xf32>
    return %1 : tensor<5x3x3x9xf32>
  }
  func.func private @silu(%arg0: tensor<5x3x3x9xf32>) -> tensor<5x3x3x9xf32> {
    %0 = stablehlo.negate %arg0 : tensor<5x3x3x9xf32>
    %1 = stablehlo.exponential %0 : tensor<5x3x3x9xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %3 = stablehlo.add %2, %1 : tensor<5x3x3x9xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3x3x9xf32>
    %5 = stablehlo.divide %4, %3 : tensor<5x3x3x9xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<5x3x3x9xf32>
    return %6 : tensor<5x3x3x9xf32>
  }
}

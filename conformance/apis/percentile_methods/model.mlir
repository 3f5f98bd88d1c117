module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<23xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %0 = call @percentile(%arg0, %cst) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %1 = call @percentile_0(%arg0, %cst_0) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %2 = call @percentile_2(%arg0, %cst_1) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %3 = call @percentile_4(%arg0, %cst_2) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1, %2, %3 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @percentile(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile(%arg0, %0) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @quantile(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<23xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<23xf32>) -> tensor<23xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.select %21, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %22 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.select %25, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %27 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %26 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare LT, %24, %28, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }) : (tensor<23xf32>) -> tensor<23xf32>
    %cst_0 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    return %18 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<23xf32>) -> tensor<23xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<23xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<23xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<23xi1>, tensor<23xf32>
    return %3 : tensor<23xf32>
  }
  func.func private @percentile_0(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_1(%arg0, %0) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @quantile_1(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<23xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<23xf32>) -> tensor<23xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.select %21, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %22 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.select %25, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %27 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %26 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare LT, %24, %28, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }) : (tensor<23xf32>) -> tensor<23xf32>
    %cst_0 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @percentile_2(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_3(%arg0, %0) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @quantile_3(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<23xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<23xf32>) -> tensor<23xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_12, %24 : tensor<i1>, tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_15, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<23xf32>) -> tensor<23xf32>
    %cst_0 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.compare LE, %9, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %22 = stablehlo.select %21, %18, %20 : tensor<i1>, tensor<f32>
    return %22 : tensor<f32>
  }
  func.func private @percentile_4(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_5(%arg0, %0) : (tensor<23xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @quantile_5(%arg0: tensor<23xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<23xf32>, tensor<23xf32>) -> tensor<23xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<23xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<23xf32>) -> tensor<23xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_12, %24 : tensor<i1>, tensor<f32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_15, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<23xf32>) -> tensor<23xf32>
    %cst_0 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<23xf32>, tensor<1xi32>) -> tensor<f32>
    %21 = stablehlo.add %18, %20 : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.multiply %21, %cst_9 : tensor<f32>
    return %22 : tensor<f32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x7xf32>, %arg1: tensor<2x10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10xf32>) -> tensor<10xf32>
    %2 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x10xf32>) -> tensor<10xf32>
    %4 = call @_map_coordinates(%arg0, %1, %3) : (tensor<6x7xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %5 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x10xf32>) -> tensor<10xf32>
    %7 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x10xf32>) -> tensor<10xf32>
    %9 = call @_map_coordinates_0(%arg0, %6, %8) : (tensor<6x7xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %10 = stablehlo.slice %arg1 [0:1, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x10xf32>) -> tensor<10xf32>
    %12 = stablehlo.slice %arg1 [1:2, 0:10] : (tensor<2x10xf32>) -> tensor<1x10xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x10xf32>) -> tensor<10xf32>
    %14 = call @_map_coordinates_1(%arg0, %11, %13) : (tensor<6x7xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    return %4, %9, %14 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_map_coordinates(%arg0: tensor<6x7xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.floor %arg1 : tensor<10xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<10xf32>
    %4 = stablehlo.convert %0 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.add %4, %5 : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %7 = call @clip(%4, %c_0, %c_1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %8 = call @clip(%6, %c_2, %c_3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.floor %arg2 : tensor<10xf32>
    %10 = stablehlo.subtract %arg2, %9 : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<10xf32>
    %13 = stablehlo.convert %9 : (tensor<10xf32>) -> tensor<10xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.add %13, %14 : tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %16 = call @clip(%13, %c_6, %c_7) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %17 = call @clip(%15, %c_8, %c_9) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %19 = stablehlo.compare LT, %7, %18, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %21 = stablehlo.add %7, %20 : tensor<10xi32>
    %22 = stablehlo.select %19, %21, %7 : tensor<10xi1>, tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %24 = stablehlo.compare LT, %16, %23, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %26 = stablehlo.add %16, %25 : tensor<10xi32>
    %27 = stablehlo.select %24, %26, %16 : tensor<10xi1>, tensor<10xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %31 = "stablehlo.gather"(%arg0, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %32 = stablehlo.multiply %3, %12 : tensor<10xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<10xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %35 = stablehlo.compare LT, %7, %34, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_15 = stablehlo.constant dense<6> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %37 = stablehlo.add %7, %36 : tensor<10xi32>
    %38 = stablehlo.select %35, %37, %7 : tensor<10xi1>, tensor<10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %40 = stablehlo.compare LT, %17, %39, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_17 = stablehlo.constant dense<7> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %42 = stablehlo.add %17, %41 : tensor<10xi32>
    %43 = stablehlo.select %40, %42, %17 : tensor<10xi1>, tensor<10xi32>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %46 = stablehlo.concatenate %44, %45, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %47 = "stablehlo.gather"(%arg0, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %48 = stablehlo.multiply %3, %10 : tensor<10xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<10xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %51 = stablehlo.compare LT, %8, %50, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %53 = stablehlo.add %8, %52 : tensor<10xi32>
    %54 = stablehlo.select %51, %53, %8 : tensor<10xi1>, tensor<10xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %56 = stablehlo.compare LT, %16, %55, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_21 = stablehlo.constant dense<7> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %58 = stablehlo.add %16, %57 : tensor<10xi32>
    %59 = stablehlo.select %56, %58, %16 : tensor<10xi1>, tensor<10xi32>
    %60 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %62 = stablehlo.concatenate %60, %61, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %63 = "stablehlo.gather"(%arg0, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %64 = stablehlo.multiply %1, %12 : tensor<10xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<10xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %67 = stablehlo.compare LT, %8, %66, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_23 = stablehlo.constant dense<6> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %69 = stablehlo.add %8, %68 : tensor<10xi32>
    %70 = stablehlo.select %67, %69, %8 : tensor<10xi1>, tensor<10xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %72 = stablehlo.compare LT, %17, %71, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_25 = stablehlo.constant dense<7> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %74 = stablehlo.add %17, %73 : tensor<10xi32>
    %75 = stablehlo.select %72, %74, %17 : tensor<10xi1>, tensor<10xi32>
    %76 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %78 = stablehlo.concatenate %76, %77, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %79 = "stablehlo.gather"(%arg0, %78) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %80 = stablehlo.multiply %1, %10 : tensor<10xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<10xf32>
    %82 = stablehlo.add %33, %49 : tensor<10xf32>
    %83 = stablehlo.add %82, %65 : tensor<10xf32>
    %84 = stablehlo.add %83, %81 : tensor<10xf32>
    return %84 : tensor<10xf32>
  }
  func.func private @clip(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<10xi32>
    return %5 : tensor<10xi32>
  }
  func.func private @_map_coordinates_0(%arg0: tensor<6x7xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.round_nearest_afz %arg1 : tensor<10xf32>
    %1 = stablehlo.convert %0 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<6> : tensor<i32>
    %2 = call @remainder(%1, %c) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.round_nearest_afz %arg2 : tensor<10xf32>
    %4 = stablehlo.convert %3 : (tensor<10xf32>) -> tensor<10xi32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %5 = call @remainder(%4, %c_0) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.compare LT, %2, %6, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.add %2, %8 : tensor<10xi32>
    %10 = stablehlo.select %7, %9, %2 : tensor<10xi1>, tensor<10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.compare LT, %5, %11, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %5, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %5 : tensor<10xi1>, tensor<10xi32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<10xf32>
    return %21 : tensor<10xf32>
  }
  func.func private @remainder(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_map_coordinates_1(%arg0: tensor<6x7xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.floor %arg1 : tensor<10xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<10xf32>
    %4 = stablehlo.convert %0 : (tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.add %4, %5 : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare GE, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.compare LT, %4, %9, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %11 = stablehlo.and %8, %10 : tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.compare GE, %6, %12, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.compare LT, %6, %14, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %16 = stablehlo.and %13, %15 : tensor<10xi1>
    %17 = stablehlo.floor %arg2 : tensor<10xf32>
    %18 = stablehlo.subtract %arg2, %17 : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<10xf32>
    %21 = stablehlo.convert %17 : (tensor<10xf32>) -> tensor<10xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %23 = stablehlo.add %21, %22 : tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %25 = stablehlo.compare GE, %21, %24, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.compare LT, %21, %26, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %28 = stablehlo.and %25, %27 : tensor<10xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %30 = stablehlo.compare GE, %23, %29, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %32 = stablehlo.compare LT, %23, %31, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %33 = stablehlo.and %30, %32 : tensor<10xi1>
    %34 = stablehlo.and %11, %28 : tensor<10xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %36 = stablehlo.compare LT, %4, %35, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %38 = stablehlo.add %4, %37 : tensor<10xi32>
    %39 = stablehlo.select %36, %38, %4 : tensor<10xi1>, tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %41 = stablehlo.compare LT, %21, %40, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %43 = stablehlo.add %21, %42 : tensor<10xi32>
    %44 = stablehlo.select %41, %43, %21 : tensor<10xi1>, tensor<10xi32>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %47 = stablehlo.concatenate %45, %46, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %48 = "stablehlo.gather"(%arg0, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %49 = call @_where_2(%34, %48, %cst_14) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %50 = stablehlo.multiply %3, %20 : tensor<10xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<10xf32>
    %52 = stablehlo.and %11, %33 : tensor<10xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %54 = stablehlo.compare LT, %4, %53, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %56 = stablehlo.add %4, %55 : tensor<10xi32>
    %57 = stablehlo.select %54, %56, %4 : tensor<10xi1>, tensor<10xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %59 = stablehlo.compare LT, %23, %58, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_18 = stablehlo.constant dense<7> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %61 = stablehlo.add %23, %60 : tensor<10xi32>
    %62 = stablehlo.select %59, %61, %23 : tensor<10xi1>, tensor<10xi32>
    %63 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %65 = stablehlo.concatenate %63, %64, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %66 = "stablehlo.gather"(%arg0, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %67 = call @_where_2(%52, %66, %cst_19) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %68 = stablehlo.multiply %3, %18 : tensor<10xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<10xf32>
    %70 = stablehlo.and %16, %28 : tensor<10xi1>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %72 = stablehlo.compare LT, %6, %71, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_21 = stablehlo.constant dense<6> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %74 = stablehlo.add %6, %73 : tensor<10xi32>
    %75 = stablehlo.select %72, %74, %6 : tensor<10xi1>, tensor<10xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %77 = stablehlo.compare LT, %21, %76, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_23 = stablehlo.constant dense<7> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %79 = stablehlo.add %21, %78 : tensor<10xi32>
    %80 = stablehlo.select %77, %79, %21 : tensor<10xi1>, tensor<10xi32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %84 = "stablehlo.gather"(%arg0, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_24 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %85 = call @_where_2(%70, %84, %cst_24) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %86 = stablehlo.multiply %1, %20 : tensor<10xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<10xf32>
    %88 = stablehlo.and %16, %33 : tensor<10xi1>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %90 = stablehlo.compare LT, %6, %89, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_26 = stablehlo.constant dense<6> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %92 = stablehlo.add %6, %91 : tensor<10xi32>
    %93 = stablehlo.select %90, %92, %6 : tensor<10xi1>, tensor<10xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %95 = stablehlo.compare LT, %23, %94, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_28 = stablehlo.constant dense<7> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %97 = stablehlo.add %23, %96 : tensor<10xi32>
    %98 = stablehlo.select %95, %97, %23 : tensor<10xi1>, tensor<10xi32>
    %99 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %101 = stablehlo.concatenate %99, %100, dim = 1 : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x2xi32>
    %102 = "stablehlo.gather"(%arg0, %101) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<10x2xi32>) -> tensor<10xf32>
    %cst_29 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %103 = call @_where_2(%88, %102, %cst_29) : (tensor<10xi1>, tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %104 = stablehlo.multiply %1, %18 : tensor<10xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<10xf32>
    %106 = stablehlo.add %51, %69 : tensor<10xf32>
    %107 = stablehlo.add %106, %87 : tensor<10xf32>
    %108 = stablehlo.add %107, %105 : tensor<10xf32>
    return %108 : tensor<10xf32>
  }
  func.func private @_where_2(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
}

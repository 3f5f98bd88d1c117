module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<3x8x1x1x1xi1> {jax.result_info = "result[0]"}, tensor<1x1x1x1xi32> {jax.result_info = "result[1]"}, tensor<1x1x0x1xi1> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<-987298988> : tensor<i32>
    %2 = call @_where(%1, %arg0, %c_0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.compare GT, %3, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %5 = call @_where(%4, %2, %c_2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %7 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %7 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare GT, %8, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %9 : (tensor<i1>) -> tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
      %60 = stablehlo.multiply %6, %59 : tensor<1x1x1x1xi32>
      %61 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
      %62 = stablehlo.add %60, %61 : tensor<1x1x1x1xi32>
      %c_23 = stablehlo.constant dense<28> : tensor<i32>
      %63 = func.call @remainder(%62, %c_23) : (tensor<1x1x1x1xi32>, tensor<i32>) -> tensor<1x1x1x1xi32>
      stablehlo.return %63 : tensor<1x1x1x1xi32>
    }, {
      %c_22 = stablehlo.constant dense<4> : tensor<i32>
      %59 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
      %60 = stablehlo.multiply %6, %59 : tensor<1x1x1x1xi32>
      %61 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
      %62 = stablehlo.add %60, %61 : tensor<1x1x1x1xi32>
      %c_23 = stablehlo.constant dense<75> : tensor<i32>
      %63 = func.call @remainder(%62, %c_23) : (tensor<1x1x1x1xi32>, tensor<i32>) -> tensor<1x1x1x1xi32>
      stablehlo.return %63 : tensor<1x1x1x1xi32>
    }) : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %12 = call @argsort(%6) : (tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
    %13 = stablehlo.convert %6 : (tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %15 = stablehlo.compare GT, %13, %14, FLOAT : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xi1>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %17 = call @_where_1(%15, %6, %16) : (tensor<1x1x1x1xi1>, tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
    %18 = stablehlo.count_leading_zeros %5 : tensor<i32>
    %c_6 = stablehlo.constant dense<35> : tensor<i32>
    %19 = call @remainder(%17, %c_6) : (tensor<1x1x1x1xi32>, tensor<i32>) -> tensor<1x1x1x1xi32>
    %20 = stablehlo.shift_right_arithmetic %6, %19 : tensor<1x1x1x1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %22 = stablehlo.compare NE, %17, %21, SIGNED : (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi1>
    %23 = stablehlo.convert %22 : tensor<1x1x1x1xi1>
    %24 = stablehlo.reshape %18 : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %26 = stablehlo.reshape %11 : (tensor<1x1x1x1xi32>) -> tensor<1xi32>
    %27 = stablehlo.reshape %26 : (tensor<1xi32>) -> tensor<i32>
    %28 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %25, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.add %25, %c_9 : tensor<i32>
    %32 = stablehlo.select %30, %31, %25 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %27, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.add %27, %c_11 : tensor<i32>
    %35 = stablehlo.select %33, %34, %27 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.compare LT, %29, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.add %29, %c_13 : tensor<i32>
    %38 = stablehlo.select %36, %37, %29 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<-2> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.compare LT, %c_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<-2> : tensor<i32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.add %c_16, %c_17 : tensor<i32>
    %c_18 = stablehlo.constant dense<-2> : tensor<i32>
    %41 = stablehlo.select %39, %40, %c_18 : tensor<i1>, tensor<i32>
    %42 = stablehlo.dynamic_slice %23, %32, %35, %38, %41, sizes = [1, 1, 0, 1] : (tensor<1x1x1x1xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x0x1xi1>
    %43 = stablehlo.reshape %20 : (tensor<1x1x1x1xi32>) -> tensor<1xi32>
    %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<1x1xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<24x1xi32>
    %46 = stablehlo.reshape %45 : (tensor<24x1xi32>) -> tensor<24xi32>
    %47 = stablehlo.reshape %46 : (tensor<24xi32>) -> tensor<3x8xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %48 = call @remainder_2(%47, %c_19) : (tensor<3x8xi32>, tensor<i32>) -> tensor<3x8xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %50 = stablehlo.compare LT, %48, %49, SIGNED : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi1>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %52 = stablehlo.add %48, %51 : tensor<3x8xi32>
    %53 = stablehlo.select %50, %52, %48 : tensor<3x8xi1>, tensor<3x8xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<3x8xi32>) -> tensor<3x8x1xi32>
    %55 = "stablehlo.gather"(%20, %54) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x1x1xi32>, tensor<3x8x1xi32>) -> tensor<3x8x1x1x1xi32>
    %56 = stablehlo.convert %23 : (tensor<1x1x1x1xi1>) -> tensor<1x1x1x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3, 4] : (tensor<1x1x1x1xi32>) -> tensor<3x8x1x1x1xi32>
    %58 = stablehlo.compare LE, %55, %57, SIGNED : (tensor<3x8x1x1x1xi32>, tensor<3x8x1x1x1xi32>) -> tensor<3x8x1x1x1xi1>
    return %58, %12, %42 : tensor<3x8x1x1x1xi1>, tensor<1x1x1x1xi32>, tensor<1x1x0x1xi1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<1x1x1x1xi32>, %arg1: tensor<i32>) -> tensor<1x1x1x1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x1x1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x1x1x1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x1x1x1xi1>, tensor<1x1x1x1xi1>) -> tensor<1x1x1x1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x1x1x1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x1x1x1xi32>
    %14 = stablehlo.add %4, %13 : tensor<1x1x1x1xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x1x1x1xi1>, tensor<1x1x1x1xi32>
    return %15 : tensor<1x1x1x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @argsort(%arg0: tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1x1x1x1xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>) -> (tensor<1x1x1x1xi32>, tensor<1x1x1x1xi32>)
    return %1#1 : tensor<1x1x1x1xi32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x1x1xi1>, %arg1: tensor<1x1x1x1xi32>, %arg2: tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1x1x1xi1>, tensor<1x1x1x1xi32>
    return %0 : tensor<1x1x1x1xi32>
  }
  func.func private @remainder_2(%arg0: tensor<3x8xi32>, %arg1: tensor<i32>) -> tensor<3x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x8xi32>, tensor<3x8xi32>) -> tensor<3x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x8xi1>, tensor<3x8xi1>) -> tensor<3x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x8xi1>, tensor<3x8xi32>
    return %15 : tensor<3x8xi32>
  }
}

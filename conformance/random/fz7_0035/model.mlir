module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x1xf32>) -> (tensor<3x1xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<-3> : tensor<2xi32>
    %cst = stablehlo.constant dense<[[[-0.809327781], [-0.0359029733]], [[-0.621864915], [-0.432418168]], [[-1.88384318], [-0.418261349]]]> : tensor<3x2x1xf32>
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<33> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.add %2, %3 : tensor<12xi32>
    %c_2 = stablehlo.constant dense<19> : tensor<i32>
    %5 = call @remainder(%4, %c_2) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_3 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.subtract %5, %6 : tensor<12xi32>
    %8 = stablehlo.convert %7 : (tensor<12xi32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<12xf32>
    %11 = stablehlo.reshape %10 : (tensor<12xf32>) -> tensor<3x4x1xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<3x4x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.compare LT, %c, %13, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.add %c, %15 : tensor<2xi32>
    %17 = stablehlo.select %14, %16, %c : tensor<2xi1>, tensor<2xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %19 = "stablehlo.gather"(%12, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x4x1xf32>, tensor<2x1xi32>) -> tensor<3x2x1xf32>
    %20 = stablehlo.compare NE, %19, %cst, FLOAT : (tensor<3x2x1xf32>, tensor<3x2x1xf32>) -> tensor<3x2x1xi1>
    %21 = stablehlo.reshape %20 : (tensor<3x2x1xi1>) -> tensor<6xi1>
    %22 = stablehlo.reshape %21 : (tensor<6xi1>) -> tensor<3x2x1xi1>
    %23 = stablehlo.convert %22 : (tensor<3x2x1xi1>) -> tensor<3x2x1xf32>
    %24 = call @_where_0(%20, %19, %23) : (tensor<3x2x1xi1>, tensor<3x2x1xf32>, tensor<3x2x1xf32>) -> tensor<3x2x1xf32>
    %25 = stablehlo.reshape %20 : (tensor<3x2x1xi1>) -> tensor<6xi1>
    %26 = stablehlo.slice %25 [4:5] : (tensor<6xi1>) -> tensor<1xi1>
    %27 = stablehlo.reshape %26 : (tensor<1xi1>) -> tensor<i1>
    %28 = stablehlo.convert %27 : (tensor<i1>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare GT, %28, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %30 = stablehlo.convert %29 : (tensor<i1>) -> tensor<i32>
    %31 = "stablehlo.case"(%30) ({
      %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x2x1xf32>
      %54 = stablehlo.multiply %24, %53 : tensor<3x2x1xf32>
      %cst_25 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x2x1xf32>
      %56 = stablehlo.add %54, %55 : tensor<3x2x1xf32>
      %57 = stablehlo.tanh %56 : tensor<3x2x1xf32>
      stablehlo.return %57 : tensor<3x2x1xf32>
    }, {
      %53 = stablehlo.cosine %24 : tensor<3x2x1xf32>
      %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x2x1xf32>
      %55 = stablehlo.multiply %53, %54 : tensor<3x2x1xf32>
      stablehlo.return %55 : tensor<3x2x1xf32>
    }) : (tensor<i32>) -> tensor<3x2x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.select %32, %33, %c_12 : tensor<i1>, tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %c_13, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %36 = stablehlo.add %c_15, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_17 : tensor<i1>, tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %c_18, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.add %c_20, %c_21 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.select %38, %39, %c_22 : tensor<i1>, tensor<i32>
    %41 = stablehlo.dynamic_slice %24, %34, %37, %40, sizes = [3, 1, 1] : (tensor<3x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<3x1x1xf32>) -> tensor<3x1xf32>
    %43 = stablehlo.reshape %12 : (tensor<3x4x1xf32>) -> tensor<12xf32>
    %44 = stablehlo.slice %43 [0:9] : (tensor<12xf32>) -> tensor<9xf32>
    %45 = stablehlo.reshape %44 : (tensor<9xf32>) -> tensor<3x1x3xf32>
    %46 = stablehlo.dot_general %31, %45, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x1xf32>, tensor<3x1x3xf32>) -> tensor<3x2x3xf32>
    %47 = stablehlo.reshape %46 : (tensor<3x2x3xf32>) -> tensor<18xf32>
    %48 = stablehlo.slice %47 [9:10] : (tensor<18xf32>) -> tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.compare GT, %49, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %51 = stablehlo.convert %50 : (tensor<i1>) -> tensor<i32>
    %52 = "stablehlo.case"(%51) ({
      %53 = stablehlo.cosine %42 : tensor<3x1xf32>
      %cst_24 = stablehlo.constant dense<-0.699999988> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %55 = stablehlo.multiply %53, %54 : tensor<3x1xf32>
      stablehlo.return %55 : tensor<3x1xf32>
    }, {
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %54 = stablehlo.maximum %42, %53 : tensor<3x1xf32>
      %cst_25 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<3x1xf32>
      %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %58 = stablehlo.add %56, %57 : tensor<3x1xf32>
      stablehlo.return %58 : tensor<3x1xf32>
    }) : (tensor<i32>) -> tensor<3x1xf32>
    return %52 : tensor<3x1xf32>
  }
  func.func private @remainder(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.add %4, %13 : tensor<12xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<12xi1>, tensor<12xi32>
    return %15 : tensor<12xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<3x2x1xi1>, %arg1: tensor<3x2x1xf32>, %arg2: tensor<3x2x1xf32>) -> tensor<3x2x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x2x1xi1>, tensor<3x2x1xf32>
    return %0 : tensor<3x2x1xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<6x5xi8>) -> (tensor<6x6xi8> {jax.result_info = "result[0]"}, tensor<2x5x4x2xf32> {jax.result_info = "result[1]"}, tensor<0x1x2xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[-5, -2, 0, 4, -2]> : tensor<5xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<f32>
    %3 = stablehlo.subtract %arg0, %1 : tensor<f32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.add %arg0, %1 : tensor<f32>
    %6 = stablehlo.abs %3 : tensor<f32>
    %7 = stablehlo.negate %6 : tensor<f32>
    %8 = stablehlo.exponential %7 : tensor<f32>
    %9 = stablehlo.log_plus_one %8 : tensor<f32>
    %10 = stablehlo.add %2, %9 : tensor<f32>
    %11 = stablehlo.select %4, %5, %10 : tensor<i1>, tensor<f32>
    %12 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<30x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<30x1xf32>) -> tensor<30xf32>
    %16 = stablehlo.reshape %15 : (tensor<30xf32>) -> tensor<5x6xf32>
    %17 = stablehlo.convert %16 : (tensor<5x6xf32>) -> tensor<5x6xi8>
    %18 = stablehlo.dot_general %arg1, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xi8>, tensor<5x6xi8>) -> tensor<6x6xi8>
    %19 = stablehlo.add %11, %arg0 : tensor<f32>
    %20 = stablehlo.reshape %19 : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<144x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<144x1xf32>) -> tensor<144xf32>
    %24 = stablehlo.reshape %23 : (tensor<144xf32>) -> tensor<3x4x2x6xf32>
    %25 = stablehlo.reshape %19 : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<18x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<18x1xf32>) -> tensor<18xf32>
    %29 = stablehlo.reshape %28 : (tensor<18xf32>) -> tensor<3x1x2x3xf32>
    %30 = stablehlo.convolution(%24, %29) dim_numbers = [f, 0, b, 1]x[i, 0, o, 1]->[f, 1, 0, b], window = {stride = [2, 1], pad = [[1, 2], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x4x2x6xf32>, tensor<3x1x2x3xf32>) -> tensor<2x5x4x2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i8>
    %c_1 = stablehlo.constant dense<1> : tensor<i8>
    %31 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<6x6xi8>
    %32 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<6x6xi8>
    %33 = stablehlo.clamp %31, %18, %32 : tensor<6x6xi8>
    %34 = stablehlo.reshape %11 : (tensor<f32>) -> tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<15x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<15x1xf32>) -> tensor<15xf32>
    %38 = stablehlo.reshape %37 : (tensor<15xf32>) -> tensor<1x3x5xf32>
    %39 = stablehlo.reshape %19 : (tensor<f32>) -> tensor<1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1xf32>) -> tensor<1x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<18x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<18x1xf32>) -> tensor<18xf32>
    %43 = stablehlo.reshape %42 : (tensor<18xf32>) -> tensor<3x3x2xf32>
    %44 = stablehlo.convolution(%38, %43) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], pad = [[2, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x5xf32>, tensor<3x3x2xf32>) -> tensor<1x3x4xf32>
    %45 = stablehlo.slice %44 [0:0, 0:2:3, 1:4:2] : (tensor<1x3x4xf32>) -> tensor<0x1x2xf32>
    %46 = stablehlo.reverse %45, dims = [2] : tensor<0x1x2xf32>
    %47 = stablehlo.convert %33 : (tensor<6x6xi8>) -> tensor<6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %49 = stablehlo.compare GT, %47, %48, FLOAT : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xi1>
    %50 = call @_where(%49, %33, %33) : (tensor<6x6xi1>, tensor<6x6xi8>, tensor<6x6xi8>) -> tensor<6x6xi8>
    %51 = call @cumsum(%30) : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32>
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x4x2xf32>
    %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x5x4x2xf32>
    %54 = stablehlo.clamp %52, %51, %53 : tensor<2x5x4x2xf32>
    %55 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %57 = stablehlo.multiply %55, %56 : tensor<30xi32>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %59 = stablehlo.add %57, %58 : tensor<30xi32>
    %c_6 = stablehlo.constant dense<19> : tensor<i32>
    %60 = call @remainder(%59, %c_6) : (tensor<30xi32>, tensor<i32>) -> tensor<30xi32>
    %c_7 = stablehlo.constant dense<9> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %62 = stablehlo.subtract %60, %61 : tensor<30xi32>
    %63 = stablehlo.convert %62 : (tensor<30xi32>) -> tensor<30xi8>
    %64 = stablehlo.reshape %63 : (tensor<30xi8>) -> tensor<5x6xi8>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %66 = stablehlo.compare LT, %c, %65, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %68 = stablehlo.add %c, %67 : tensor<5xi32>
    %69 = stablehlo.select %66, %68, %c : tensor<5xi1>, tensor<5xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %71 = "stablehlo.scatter"(%50, %70, %64) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i8>, %arg3: tensor<i8>):
      %72 = stablehlo.add %arg2, %arg3 : tensor<i8>
      stablehlo.return %72 : tensor<i8>
    }) : (tensor<6x6xi8>, tensor<5x1xi32>, tensor<5x6xi8>) -> tensor<6x6xi8>
    return %71, %54, %46 : tensor<6x6xi8>, tensor<2x5x4x2xf32>, tensor<0x1x2xf32>
  }
  func.func private @_where(%arg0: tensor<6x6xi1>, %arg1: tensor<6x6xi8>, %arg2: tensor<6x6xi8>) -> tensor<6x6xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x6xi1>, tensor<6x6xi8>
    return %0 : tensor<6x6xi8>
  }
  func.func private @cumsum(%arg0: tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32>
    return %0 : tensor<2x5x4x2xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [1, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x5x4x2xf32>, tensor<f32>) -> tensor<2x5x4x2xf32>
    return %1 : tensor<2x5x4x2xf32>
  }
  func.func private @remainder(%arg0: tensor<30xi32>, %arg1: tensor<i32>) -> tensor<30xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<30xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<30xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<30xi1>, tensor<30xi1>) -> tensor<30xi1>
    %12 = stablehlo.and %11, %6 : tensor<30xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %14 = stablehlo.add %4, %13 : tensor<30xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<30xi1>, tensor<30xi32>
    return %15 : tensor<30xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<2x1x2x1xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %0 = call @clip(%arg0, %c_0, %c_1) : (tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<ui8>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c_2, %c_3, %c_4 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %c_8 = stablehlo.constant dense<1> : tensor<ui8>
      %34 = stablehlo.multiply %1, %c_8 : tensor<ui8>
      %35 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %36 = stablehlo.add %34, %35 : tensor<ui8>
      %c_9 = stablehlo.constant dense<66> : tensor<i32>
      %37 = func.call @remainder(%36, %c_9) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %37 : tensor<ui8>
    }, {
      %c_8 = stablehlo.constant dense<1> : tensor<ui8>
      %34 = stablehlo.multiply %1, %c_8 : tensor<ui8>
      %35 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %36 = stablehlo.add %34, %35 : tensor<ui8>
      %c_9 = stablehlo.constant dense<20> : tensor<i32>
      %37 = func.call @remainder(%36, %c_9) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %37 : tensor<ui8>
    }, {
      %c_8 = stablehlo.constant dense<4> : tensor<ui8>
      %34 = stablehlo.multiply %1, %c_8 : tensor<ui8>
      %35 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %36 = stablehlo.add %34, %35 : tensor<ui8>
      %c_9 = stablehlo.constant dense<26> : tensor<i32>
      %37 = func.call @remainder(%36, %c_9) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %37 : tensor<ui8>
    }) : (tensor<i32>) -> tensor<ui8>
    %4 = stablehlo.convert %3 : (tensor<ui8>) -> tensor<f32>
    %5 = stablehlo.maximum %arg0, %4 : tensor<f32>
    %6 = stablehlo.abs %5 : tensor<f32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %7 = stablehlo.add %6, %cst : tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.compare GT, %8, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %10 = call @_where_0(%9, %8, %arg0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.subtract %8, %8 : tensor<f32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %11, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_7 = stablehlo.constant dense<0.158485085> : tensor<f32>
    %13 = call @_where_0(%12, %11, %cst_7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.reshape %11 : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<64x1xf32>) -> tensor<64xf32>
    %18 = stablehlo.reshape %17 : (tensor<64xf32>) -> tensor<4x1x4x4xf32>
    %19 = stablehlo.reshape %10 : (tensor<f32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x1xf32>) -> tensor<16xf32>
    %23 = stablehlo.reshape %22 : (tensor<16xf32>) -> tensor<4x2x1x2xf32>
    %24 = stablehlo.convolution(%18, %23) dim_numbers = [0, b, 1, f]x[i, 0, o, 1]->[1, b, 0, f], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x1x4x4xf32>, tensor<4x2x1x2xf32>) -> tensor<2x1x2x1xf32>
    %25 = stablehlo.reshape %11 : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x1xf32>) -> tensor<2xf32>
    %29 = stablehlo.reshape %28 : (tensor<2xf32>) -> tensor<2x1x1x1xf32>
    %30 = stablehlo.reshape %24 : (tensor<2x1x2x1xf32>) -> tensor<2x2x1xf32>
    %31 = stablehlo.reshape %29 : (tensor<2x1x1x1xf32>) -> tensor<2x1x1xf32>
    %32 = stablehlo.dot_general %30, %31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x1xf32>, tensor<2x1x1xf32>) -> tensor<2x2x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 2, 3] : (tensor<2x2x1xf32>) -> tensor<2x1x2x1xf32>
    return %33, %13 : tensor<2x1x2x1xf32>, tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<ui8>, %arg1: tensor<i32>) -> tensor<ui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.remainder %arg0, %2 : tensor<ui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %4 = stablehlo.compare NE, %3, %c_1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.compare LT, %3, %c_2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %6 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<ui8>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<ui8>
    return %10 : tensor<ui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}

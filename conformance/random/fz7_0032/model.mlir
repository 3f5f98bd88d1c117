module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<2x2x2x2xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<2x2x12x2xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare GT, %2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = call @_where(%3, %2, %arg0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.atan2 %2, %arg0 : tensor<f32>
    %6 = stablehlo.reshape %5 : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.compare GT, %7, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.convert %8 : (tensor<i1>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.maximum %5, %cst_1 : tensor<f32>
      %cst_2 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %34 = stablehlo.multiply %33, %cst_2 : tensor<f32>
      %cst_3 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
      %35 = stablehlo.add %34, %cst_3 : tensor<f32>
      stablehlo.return %35 : tensor<f32>
    }, {
      %33 = stablehlo.cosine %5 : tensor<f32>
      %cst_1 = stablehlo.constant dense<-0.699999988> : tensor<f32>
      %34 = stablehlo.multiply %33, %cst_1 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %5 : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<24x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<24x1xf32>) -> tensor<24xf32>
    %16 = stablehlo.reshape %15 : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
    %17 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<1x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1xf32>) -> tensor<2xf32>
    %20 = stablehlo.reshape %19 : (tensor<2xf32>) -> tensor<2x1x1x1xf32>
    %21 = stablehlo.convolution(%16, %20) dim_numbers = [b, 1, f, 0]x[o, i, 0, 1]->[1, b, f, 0], window = {stride = [2, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x3xf32>, tensor<2x1x1x1xf32>) -> tensor<2x2x2x2xf32>
    %22 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<32x1xf32>) -> tensor<32xf32>
    %25 = stablehlo.reshape %24 : (tensor<32xf32>) -> tensor<4x2x2x2xf32>
    %26 = stablehlo.dot_general %21, %25, contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2x2xf32>, tensor<4x2x2x2xf32>) -> tensor<2x2x4x2xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x2x4x2xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2x2x4x2xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 4] : (tensor<2x2x4x2xf32>) -> tensor<2x2x4x3x2xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x2x4x3x2xf32>) -> tensor<2x2x12x2xf32>
    %31 = stablehlo.iota dim = 3 : tensor<2x2x2x2xf32>
    %32 = stablehlo.add %21, %31 : tensor<2x2x2x2xf32>
    return %32, %10, %30 : tensor<2x2x2x2xf32>, tensor<f32>, tensor<2x2x12x2xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}

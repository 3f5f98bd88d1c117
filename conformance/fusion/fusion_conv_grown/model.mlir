module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x11x13x8xf32>, %arg1: tensor<3x3x8x24xf32>) -> (tensor<2574xf32> {jax.result_info = "result[0]"}, tensor<24xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x11x13x8xf32>) -> tensor<1x2x1x11x1x13x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4, 5, 6, 7] : (tensor<1x2x1x11x1x13x1x8xf32>) -> tensor<1x2x3x11x3x13x1x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x3x11x3x13x1x8xf32>) -> tensor<2x33x39x8xf32>
    %3 = stablehlo.convolution(%2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x33x39x8xf32>, tensor<3x3x8x24xf32>) -> tensor<2x33x39x24xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x33x39x24xf32>) -> tensor<2574x24xf32>
    %5 = stablehlo.iota dim = 0 : tensor<24xf32>
    %cst = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<24xf32>
    %8 = stablehlo.cosine %7 : tensor<24xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %10 = stablehlo.add %8, %9 : tensor<24xf32>
    %11 = stablehlo.iota dim = 0 : tensor<2574xf32>
    %cst_1 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2574xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2574xf32>
    %14 = stablehlo.sine %13 : tensor<2574xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2574xf32>
    %16 = stablehlo.add %14, %15 : tensor<2574xf32>
    %17 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<2574x24xf32>
    %19 = stablehlo.multiply %4, %18 : tensor<2574x24xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2574x24xf32>, tensor<f32>) -> tensor<2574xf32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2574xf32>) -> tensor<2574x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2574x1xf32>) -> tensor<2574x24xf32>
    %23 = stablehlo.multiply %4, %22 : tensor<2574x24xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<2574x24xf32>, tensor<f32>) -> tensor<24xf32>
    return %20, %24 : tensor<2574xf32>, tensor<24xf32>
  }
}

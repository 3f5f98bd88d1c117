module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<8xf32>, %arg2: tensor<2x3x1xi32>) -> (tensor<8xui32> {jax.result_info = "result[0]"}, tensor<0x2x1xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<5xi32>) -> tensor<1x5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<2x5xi32>
    %2 = stablehlo.reshape %1 : (tensor<2x5xi32>) -> tensor<10xi32>
    %3 = stablehlo.slice %2 [0:6] : (tensor<10xi32>) -> tensor<6xi32>
    %4 = stablehlo.reshape %3 : (tensor<6xi32>) -> tensor<3x2x1xi32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1, 2] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<3x2x1xi32>, tensor<2x3x1xi32>) -> tensor<3x3xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x2x4xf32>
    %7 = stablehlo.reshape %5 : (tensor<3x3xi32>) -> tensor<9xi32>
    %8 = stablehlo.reshape %7 : (tensor<9xi32>) -> tensor<1x9xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<2x9xi32>
    %10 = stablehlo.reshape %9 : (tensor<2x9xi32>) -> tensor<18xi32>
    %11 = stablehlo.slice %10 [0:12] : (tensor<18xi32>) -> tensor<12xi32>
    %12 = stablehlo.reshape %11 : (tensor<12xi32>) -> tensor<2x2x3xi32>
    %13 = stablehlo.convert %12 : (tensor<2x2x3xi32>) -> tensor<2x2x3xf32>
    %14 = stablehlo.convolution(%6, %13) dim_numbers = [b, f, 0]x[o, i, 0]->[0, f, b], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x4xf32>, tensor<2x2x3xf32>) -> tensor<0x2x1xf32>
    %15 = call @softplus(%14) : (tensor<0x2x1xf32>) -> tensor<0x2x1xf32>
    %16 = stablehlo.reshape %5 : (tensor<3x3xi32>) -> tensor<9xi32>
    %17 = stablehlo.slice %16 [0:5] : (tensor<9xi32>) -> tensor<5xi32>
    %18 = stablehlo.reshape %17 : (tensor<5xi32>) -> tensor<5x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %22 = stablehlo.add %18, %21 : tensor<5x1xi32>
    %23 = stablehlo.select %20, %22, %18 : tensor<5x1xi1>, tensor<5x1xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x1x1xi32>
    %25 = "stablehlo.gather"(%5, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xi32>, tensor<5x1x1xi32>) -> tensor<3x5x1xi32>
    %26 = stablehlo.reshape %25 : (tensor<3x5x1xi32>) -> tensor<15xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x2x1xf32>
    %28 = stablehlo.maximum %15, %27 : tensor<0x2x1xf32>
    %29 = stablehlo.subtract %15, %27 : tensor<0x2x1xf32>
    %30 = stablehlo.compare NE, %29, %29, FLOAT : (tensor<0x2x1xf32>, tensor<0x2x1xf32>) -> tensor<0x2x1xi1>
    %31 = stablehlo.add %15, %27 : tensor<0x2x1xf32>
    %32 = stablehlo.abs %29 : tensor<0x2x1xf32>
    %33 = stablehlo.negate %32 : tensor<0x2x1xf32>
    %34 = stablehlo.exponential %33 : tensor<0x2x1xf32>
    %35 = stablehlo.log_plus_one %34 : tensor<0x2x1xf32>
    %36 = stablehlo.add %28, %35 : tensor<0x2x1xf32>
    %37 = stablehlo.select %30, %31, %36 : tensor<0x2x1xi1>, tensor<0x2x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %38 = call @clip(%arg1, %c_1, %cst_2) : (tensor<8xf32>, tensor<i32>, tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.convert %38 : (tensor<8xf32>) -> tensor<8xui32>
    %40 = stablehlo.add %37, %15 : tensor<0x2x1xf32>
    return %39, %40 : tensor<8xui32>, tensor<0x2x1xf32>
  }
  func.func private @softplus(%arg0: tensor<0x2x1xf32>) -> tensor<0x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x2x1xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<0x2x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x2x1xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<0x2x1xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<0x2x1xf32>, tensor<0x2x1xf32>) -> tensor<0x2x1xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x2x1xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<0x2x1xf32>
    %7 = stablehlo.abs %3 : tensor<0x2x1xf32>
    %8 = stablehlo.negate %7 : tensor<0x2x1xf32>
    %9 = stablehlo.exponential %8 : tensor<0x2x1xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<0x2x1xf32>
    %11 = stablehlo.add %1, %10 : tensor<0x2x1xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<0x2x1xi1>, tensor<0x2x1xf32>
    return %12 : tensor<0x2x1xf32>
  }
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x3x5xf32>, %arg1: tensor<3x4x3x2xf32>) -> (tensor<4x3x2x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [1, b, f, 0]x[0, o, i, 1]->[f, 0, b, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<6x2x3x5xf32>, tensor<3x4x3x2xf32>) -> tensor<4x3x2x5xf32>
    return %0 : tensor<4x3x2x5xf32>
  }
}

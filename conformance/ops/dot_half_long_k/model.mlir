module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256xf16>, %arg1: tensor<256x3xf16>, %arg2: tensor<3x200xbf16>, %arg3: tensor<200x5xbf16>) -> (tensor<4x3xf16> {jax.result_info = "result[0]"}, tensor<3x5xbf16> {jax.result_info = "result[1]"}, tensor<3x5xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf16>, tensor<256x3xf16>) -> tensor<4x3xf16>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x200xbf16>, tensor<200x5xbf16>) -> tensor<3x5xbf16>
    %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x200xbf16>, tensor<200x5xbf16>) -> tensor<3x5xbf16>
    return %0, %1, %2 : tensor<4x3xf16>, tensor<3x5xbf16>, tensor<3x5xbf16>
  }
}

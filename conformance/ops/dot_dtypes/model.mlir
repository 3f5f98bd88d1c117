module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xi16>, %arg1: tensor<6x3xi16>, %arg2: tensor<5x8xf16>, %arg3: tensor<8x4xf16>) -> (tensor<4x3xi16> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf16> {jax.result_info = "result[2]"}, tensor<6x6xi16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xi16>, tensor<6x3xi16>) -> tensor<4x3xi16>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf16>, tensor<8x4xf16>) -> tensor<5x4xf32>
    %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf16>, tensor<8x4xf16>) -> tensor<5x4xf16>
    %3 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x6xi16>) -> tensor<6x4xi16>
    %4 = stablehlo.dot_general %3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xi16>, tensor<4x6xi16>) -> tensor<6x6xi16>
    return %0, %1, %2, %4 : tensor<4x3xi16>, tensor<5x4xf32>, tensor<5x4xf16>, tensor<6x6xi16>
  }
}

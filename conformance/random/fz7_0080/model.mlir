module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x5x6xf32>, %arg1: tensor<9x5x4x8xi8>, %arg2: tensor<4x7x2xui8>) -> (tensor<4x7x2xui8> {jax.result_info = "result[0]"}, tensor<0x5x6xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<> : tensor<0x5x0xf32>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.pad %arg2, %c, low = [-2, 1, 0], high = [-1, 0, 2], interior = [2, 2, 2] : (tensor<4x7x2xui8>, tensor<ui8>) -> tensor<7x20x6xui8>
    %1 = stablehlo.reshape %0 : (tensor<7x20x6xui8>) -> tensor<840xui8>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0x5x6xf32>
    %3 = stablehlo.abs %2 : tensor<0x5x6xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<0x5x6xf32>
    %5 = stablehlo.add %3, %4 : tensor<0x5x6xf32>
    %6 = stablehlo.remainder %arg0, %5 : tensor<0x5x6xf32>
    %7 = stablehlo.concatenate %6, %cst, dim = 2 : (tensor<0x5x6xf32>, tensor<0x5x0xf32>) -> tensor<0x5x6xf32>
    %8 = stablehlo.and %arg2, %arg2 : tensor<4x7x2xui8>
    return %8, %7 : tensor<4x7x2xui8>, tensor<0x5x6xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x3xf32>, %arg1: tensor<4xi8>) -> (tensor<4x4x7xf32> {jax.result_info = "result[0]"}, tensor<15xi8> {jax.result_info = "result[1]"}, tensor<0x4x1xf32> {jax.result_info = "result[2]"}, tensor<3x6x5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [2, -1, 0], high = [-1, -2, 0], interior = [0, 1, 2] : (tensor<3x4x3xf32>, tensor<f32>) -> tensor<4x4x7xf32>
    %c = stablehlo.constant dense<9> : tensor<i8>
    %1 = stablehlo.pad %arg1, %c, low = [1], high = [1], interior = [3] : (tensor<4xi8>, tensor<i8>) -> tensor<15xi8>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %arg0, %cst_0, low = [-2, 0, -1], high = [-1, 0, -1], interior = [0, 0, 0] : (tensor<3x4x3xf32>, tensor<f32>) -> tensor<0x4x1xf32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_pad(%arg0, %cst_1) : (tensor<3x4x3xf32>, tensor<f32>) -> tensor<3x6x5xf32>
    return %0, %1, %2, %3 : tensor<4x4x7xf32>, tensor<15xi8>, tensor<0x4x1xf32>, tensor<3x6x5xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4x3xf32>, %arg1: tensor<f32>) -> tensor<3x6x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 2], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<3x4x3xf32>, tensor<f32>) -> tensor<3x6x5xf32>
    return %1 : tensor<3x6x5xf32>
  }
}

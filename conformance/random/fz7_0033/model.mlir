module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x4x3xf32>, %arg1: tensor<8xf32>) -> (tensor<3x1x3x8xui8> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[1, 3, 10, 7, 1, 0, 6, 9]> : tensor<8xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %0 = call @clip(%arg1, %c_0, %c_1) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %1 = stablehlo.convert %0 : (tensor<8xf32>) -> tensor<8xui8>
    %2 = stablehlo.compare LE, %1, %c, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %3 = stablehlo.convert %2 : (tensor<8xi1>) -> tensor<8xf16>
    %4 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<8xui8>) -> tensor<3x3x8xui8>
    %5 = call @argmin(%3) : (tensor<8xf16>) -> tensor<i32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 2, 3] : (tensor<3x3x8xui8>) -> tensor<3x1x3x8xui8>
    return %6, %5 : tensor<3x1x3x8xui8>, tensor<i32>
  }
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @argmin(%arg0: tensor<8xf16>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<8xf16>, tensor<8xi32>, tensor<f16>, tensor<i32>) -> (tensor<f16>, tensor<i32>)
     reducer(%arg1: tensor<f16>, %arg3: tensor<f16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f16>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
}

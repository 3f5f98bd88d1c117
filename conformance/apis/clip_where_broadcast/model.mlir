module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @clip(%arg0, %arg1, %cst) : (tensor<4x6xf32>, tensor<6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.clamp %1, %arg0, %2 : tensor<4x6xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %6 = stablehlo.compare GT, %arg0, %5, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<6x1xf32>) -> tensor<1x6xf32>
    %9 = call @_where(%6, %arg0, %8) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<1x6xf32>) -> tensor<4x6xf32>
    return %0, %3, %9 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<1x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
}

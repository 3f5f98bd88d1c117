module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<[-0.176202029, -0.846974134, 0.516462147, -1.0921793, -0.629460096, 2.899220e-01, 1.06600273]> : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %2 = call @_where(%1, %arg0, %arg0) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = call @_flip(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.slice %2 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<4xf32>, tensor<3xf32>) -> tensor<7xf32>
    %6 = stablehlo.iota dim = 0 : tensor<7xf32>
    %7 = stablehlo.add %5, %6 : tensor<7xf32>
    %8 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x4xf32>) -> tensor<8xf32>
    %11 = stablehlo.slice %10 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %13 = stablehlo.minimum %11, %12 : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %15 = stablehlo.clamp %13, %7, %14 : tensor<7xf32>
    %16 = stablehlo.abs %cst : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %18 = stablehlo.add %16, %17 : tensor<7xf32>
    %19 = stablehlo.remainder %15, %18 : tensor<7xf32>
    %20 = stablehlo.atan2 %19, %7 : tensor<7xf32>
    return %20 : tensor<7xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_flip(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

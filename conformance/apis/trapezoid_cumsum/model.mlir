module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x3xf32>, %arg1: tensor<3xf32>) -> (tensor<11xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %0 = call @trapezoid(%arg0, %arg1) : (tensor<11x3xf32>, tensor<3xf32>) -> tensor<11xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = call @trapezoid_0(%arg0, %cst) : (tensor<11x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0, %1 : tensor<11xf32>, tensor<3xf32>
  }
  func.func private @trapezoid(%arg0: tensor<11x3xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @diff(%arg1) : (tensor<3xf32>) -> tensor<2xf32>
    %1 = stablehlo.slice %arg0 [0:11, 1:3] : (tensor<11x3xf32>) -> tensor<11x2xf32>
    %2 = stablehlo.slice %arg0 [0:11, 0:2] : (tensor<11x3xf32>) -> tensor<11x2xf32>
    %3 = stablehlo.add %1, %2 : tensor<11x2xf32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<11x2xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<11x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<11x2xf32>, tensor<f32>) -> tensor<11xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<11xf32>
    return %9 : tensor<11xf32>
  }
  func.func private @diff(%arg0: tensor<3xf32>) -> tensor<2xf32> {
    %0 = stablehlo.slice %arg0 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %1 = stablehlo.slice %arg0 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @trapezoid_0(%arg0: tensor<11x3xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = call @trapezoid_1(%arg0, %arg1) : (tensor<11x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @trapezoid_1(%arg0: tensor<11x3xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<11x3xf32>) -> tensor<3x11xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x11xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.slice %0 [0:3, 0:1] : (tensor<3x11xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xf32>) -> tensor<3xf32>
    %4 = stablehlo.slice %0 [0:3, 10:11] : (tensor<3x11xf32>) -> tensor<3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf32>) -> tensor<3xf32>
    %6 = stablehlo.add %3, %5 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<3xf32>
    %9 = stablehlo.subtract %1, %8 : tensor<3xf32>
    %10 = stablehlo.convert %arg1 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<3xf32>
    return %12 : tensor<3xf32>
  }
}

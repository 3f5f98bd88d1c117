module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17x23x29xf32>) -> (tensor<29x17x23xf32> {jax.result_info = "result[0]"}, tensor<23x29x17xf32> {jax.result_info = "result[1]"}, tensor<17x29x23xf32> {jax.result_info = "result[2]"}, tensor<29x23x17xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<17x23x29xf32>) -> tensor<29x17x23xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<29x17x23xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<29x17x23xf32>
    %3 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<17x23x29xf32>) -> tensor<23x29x17xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<23x29x17xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<23x29x17xf32>
    %6 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<17x23x29xf32>) -> tensor<17x29x23xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<17x29x23xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<17x29x23xf32>
    %9 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<17x23x29xf32>) -> tensor<29x23x17xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<29x23x17xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<29x23x17xf32>
    return %2, %5, %8, %11 : tensor<29x17x23xf32>, tensor<23x29x17xf32>, tensor<17x29x23xf32>, tensor<29x23x17xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<17xf32>) -> (tensor<17xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}) {
    %0 = call @polyval(%arg0, %arg1) : (tensor<6xf32>, tensor<17xf32>) -> tensor<17xf32>
    %1 = call @polyder(%arg0) : (tensor<6xf32>) -> tensor<5xf32>
    %2 = call @polyint(%arg0) : (tensor<6xf32>) -> tensor<7xf32>
    return %0, %1, %2 : tensor<17xf32>, tensor<5xf32>, tensor<7xf32>
  }
  func.func private @polyval(%arg0: tensor<6xf32>, %arg1: tensor<17xf32>) -> tensor<17xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<17xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<6xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:6] : (tensor<6xf32>) -> tensor<6xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<6xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<6xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<6xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<6xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<6xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call(%arg1, %17, %19) : (tensor<17xf32>, tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
    return %20 : tensor<17xf32>
  }
  func.func private @closed_call(%arg0: tensor<17xf32>, %arg1: tensor<17xf32>, %arg2: tensor<f32>) -> tensor<17xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<17xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<17xf32>
    %2 = stablehlo.add %0, %1 : tensor<17xf32>
    return %2 : tensor<17xf32>
  }
  func.func private @polyder(%arg0: tensor<6xf32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.add %1, %0 : tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.iota dim = 0 : tensor<1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.slice %arg0 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %10 = stablehlo.reverse %8, dims = [0] : tensor<5xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<5xf32>
    return %11 : tensor<5xf32>
  }
  func.func private @polyint(%arg0: tensor<6xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @atleast_1d(%cst) : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.iota dim = 0 : tensor<7xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %5 = stablehlo.iota dim = 0 : tensor<1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x7xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<1x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<1x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.reverse %11, dims = [0] : tensor<7xf32>
    %13 = stablehlo.concatenate %arg0, %2, dim = 0 : (tensor<6xf32>, tensor<1xf32>) -> tensor<7xf32>
    %14 = stablehlo.divide %13, %12 : tensor<7xf32>
    return %14 : tensor<7xf32>
  }
  func.func private @atleast_1d(%arg0: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}

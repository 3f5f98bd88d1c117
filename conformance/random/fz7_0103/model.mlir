module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<8x1x8x2xf32>, %arg2: tensor<9x5x1x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<9x5x1x5xui8> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c_0, %c_1, %c_2 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %8 = stablehlo.multiply %arg0, %7 : tensor<5xf32>
      %9 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %10 = stablehlo.multiply %9, %cst_5 : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %12 = stablehlo.add %arg0, %11 : tensor<5xf32>
      %13 = stablehlo.sine %12 : tensor<5xf32>
      %14 = stablehlo.add %8, %13 : tensor<5xf32>
      stablehlo.return %14 : tensor<5xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %8 = stablehlo.maximum %arg0, %7 : tensor<5xf32>
      %cst_5 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<5xf32>
      %cst_6 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %12 = stablehlo.add %10, %11 : tensor<5xf32>
      stablehlo.return %12 : tensor<5xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %8 = stablehlo.maximum %arg0, %7 : tensor<5xf32>
      %cst_5 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<5xf32>
      %cst_6 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %12 = stablehlo.add %10, %11 : tensor<5xf32>
      stablehlo.return %12 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<255> : tensor<i32>
    %2 = call @clip(%arg2, %c_3, %c_4) : (tensor<9x5x1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<9x5x1x5xf32>
    %3 = stablehlo.convert %2 : (tensor<9x5x1x5xf32>) -> tensor<9x5x1x5xui8>
    %4 = stablehlo.iota dim = 2 : tensor<9x5x1x5xui8>
    %5 = stablehlo.add %3, %4 : tensor<9x5x1x5xui8>
    %6 = stablehlo.atan2 %1, %arg0 : tensor<5xf32>
    return %6, %5 : tensor<5xf32>, tensor<9x5x1x5xui8>
  }
  func.func private @clip(%arg0: tensor<9x5x1x5xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<9x5x1x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<9x5x1x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<9x5x1x5xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<9x5x1x5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<9x5x1x5xf32>
    return %5 : tensor<9x5x1x5xf32>
  }
}

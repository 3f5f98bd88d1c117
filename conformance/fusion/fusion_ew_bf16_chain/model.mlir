module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<130x99xbf16>) -> (tensor<130xf32> {jax.result_info = "result[0]"}, tensor<99xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<130x99xbf16>
    %1 = stablehlo.multiply %0, %arg0 : tensor<130x99xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<130x99xbf16>
    %3 = stablehlo.add %1, %2 : tensor<130x99xbf16>
    %4 = stablehlo.convert %3 : (tensor<130x99xbf16>) -> tensor<130x99xf32>
    %5 = stablehlo.iota dim = 0 : tensor<99xf32>
    %cst_0 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<99xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<99xf32>
    %8 = stablehlo.cosine %7 : tensor<99xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<99xf32>
    %10 = stablehlo.add %8, %9 : tensor<99xf32>
    %11 = stablehlo.iota dim = 0 : tensor<130xf32>
    %cst_2 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<130xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<130xf32>
    %14 = stablehlo.sine %13 : tensor<130xf32>
    %cst_3 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<130xf32>
    %16 = stablehlo.add %14, %15 : tensor<130xf32>
    %17 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<99xf32>) -> tensor<1x99xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x99xf32>) -> tensor<130x99xf32>
    %19 = stablehlo.multiply %4, %18 : tensor<130x99xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<130x99xf32>, tensor<f32>) -> tensor<130xf32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<130xf32>) -> tensor<130x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<130x1xf32>) -> tensor<130x99xf32>
    %23 = stablehlo.multiply %4, %22 : tensor<130x99xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<130x99xf32>, tensor<f32>) -> tensor<99xf32>
    return %20, %24 : tensor<130xf32>, tensor<99xf32>
  }
}

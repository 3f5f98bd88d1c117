module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x5xf16>, %arg1: tensor<8x1xf16>, %arg2: tensor<i32>) -> (tensor<2x2x0xf16> {jax.result_info = "result[0]"}, tensor<f16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = call @_where(%1, %arg2, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %arg1 : (tensor<8x1xf16>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.convert %4 : (tensor<f32>) -> tensor<f16>
    %6 = stablehlo.iota dim = 1 : tensor<2x8x5xf16>
    %7 = stablehlo.add %arg0, %6 : tensor<2x8x5xf16>
    %8 = stablehlo.abs %7 : tensor<2x8x5xf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<2x8x5xf16>
    %10 = stablehlo.add %8, %9 : tensor<2x8x5xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<2x8x5xf16>
    %12 = stablehlo.divide %11, %10 : tensor<2x8x5xf16>
    %13 = stablehlo.slice %12 [0:2, 5:8:2, 3:3] : (tensor<2x8x5xf16>) -> tensor<2x2x0xf16>
    %14 = stablehlo.reverse %13, dims = [2] : tensor<2x2x0xf16>
    %15 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<2x2x0xf16>
    %17 = stablehlo.multiply %14, %16 : tensor<2x2x0xf16>
    %18 = stablehlo.add %17, %14 : tensor<2x2x0xf16>
    return %18, %5 : tensor<2x2x0xf16>, tensor<f16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

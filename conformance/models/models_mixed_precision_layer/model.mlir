module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x12xf32>, %arg1: tensor<12x8xf32>, %arg2: tensor<8xf32>) -> (tensor<6x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6x12xf32>) -> tensor<6x12xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<12x8xf32>) -> tensor<12x8xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x12xbf16>, tensor<12x8xbf16>) -> tensor<6x8xbf16>
    %3 = stablehlo.convert %2 : (tensor<6x8xbf16>) -> tensor<6x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<6x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<6x8xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6x8xf32>
    %8 = stablehlo.add %3, %7 : tensor<6x8xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<6x8xf32>
    %11 = stablehlo.tanh %10 : tensor<6x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %13 = stablehlo.add %12, %11 : tensor<6x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<6x8xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<6x8xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<6x8xf32>
    return %19 : tensor<6x8xf32>
  }
}

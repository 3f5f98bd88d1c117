module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xbf16>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}, tensor<5xbf16> {jax.result_info = "result[1]"}, tensor<5xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<-1.750000e+00> : tensor<1xbf16>
    %cst_0 = stablehlo.constant dense<1.054690e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<5xbf16>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<5xi1>
    %2 = stablehlo.convert %1 : (tensor<5xi1>) -> tensor<5xbf16>
    %3 = stablehlo.abs %2 : tensor<5xbf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<5xbf16>
    %5 = stablehlo.add %3, %4 : tensor<5xbf16>
    %6 = stablehlo.divide %arg0, %5 : tensor<5xbf16>
    %cst_2 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %7 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<5xbf16>, tensor<bf16>) -> tensor<bf16>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %8 = stablehlo.maximum %cst_3, %7 : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %10 = stablehlo.is_finite %9 : (tensor<1xbf16>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %12 = stablehlo.select %10, %9, %11 : tensor<1xi1>, tensor<1xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xbf16>) -> tensor<5xbf16>
    %14 = stablehlo.subtract %arg0, %13 : tensor<5xbf16>
    %15 = stablehlo.exponential %14 : tensor<5xbf16>
    %16 = stablehlo.convert %15 : (tensor<5xbf16>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %19 = stablehlo.convert %18 : (tensor<1xf32>) -> tensor<1xbf16>
    %20 = stablehlo.sign %19 : tensor<1xbf16>
    %21 = stablehlo.abs %19 : tensor<1xbf16>
    %22 = stablehlo.log %21 : tensor<1xbf16>
    %23 = stablehlo.add %22, %12 : tensor<1xbf16>
    %24 = stablehlo.add %23, %cst : tensor<1xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<5x1xbf16>
    %27 = stablehlo.reshape %26 : (tensor<5x1xbf16>) -> tensor<5xbf16>
    %28 = stablehlo.reshape %27 : (tensor<5xbf16>) -> tensor<1x5xbf16>
    %29 = stablehlo.dot_general %23, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1xbf16>, tensor<1x5xbf16>) -> tensor<5xbf16>
    %30 = stablehlo.round_nearest_afz %23 : tensor<1xbf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    %32 = stablehlo.compare GT, %30, %31, FLOAT : (tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xi1>
    %33 = call @_where(%32, %30, %24) : (tensor<1xi1>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1xbf16>
    return %33, %29, %6 : tensor<1xbf16>, tensor<5xbf16>, tensor<5xbf16>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xbf16>, %arg2: tensor<1xbf16>) -> tensor<1xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xbf16>
    return %0 : tensor<1xbf16>
  }
}

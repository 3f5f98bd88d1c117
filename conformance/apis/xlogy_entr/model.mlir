module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %2 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %3 = stablehlo.or %1, %2 : tensor<16xi1>
    %4 = stablehlo.log %arg1 : tensor<16xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = call @_where(%3, %5, %6) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.compare NE, %arg0, %8, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %11 = stablehlo.or %9, %10 : tensor<16xi1>
    %12 = stablehlo.log_plus_one %arg1 : tensor<16xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = call @_where(%11, %13, %14) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.compare LT, %arg1, %16, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.compare NE, %arg1, %19, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %21 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %22 = stablehlo.or %20, %21 : tensor<16xi1>
    %23 = stablehlo.log %arg1 : tensor<16xf32>
    %24 = stablehlo.multiply %arg1, %23 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = call @_where(%22, %24, %25) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %27 = stablehlo.negate %26 : tensor<16xf32>
    %28 = stablehlo.select %17, %18, %27 : tensor<16xi1>, tensor<16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.divide %arg1, %29 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %31 = call @clip(%30, %cst_8, %cst_9) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.subtract %32, %31 : tensor<16xf32>
    %34 = stablehlo.divide %31, %33 : tensor<16xf32>
    %35 = stablehlo.log %34 : tensor<16xf32>
    return %7, %15, %28, %35 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @clip(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xf32>
    return %5 : tensor<16xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<1xi32> {jax.result_info = "result[0]"}, tensor<1xi32> {jax.result_info = "result[1]"}, tensor<bf16> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = call @softplus(%arg0) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<f16>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.clamp %cst, %0, %cst_0 : tensor<f32>
    %3 = stablehlo.convert %1 : (tensor<f16>) -> tensor<f32>
    %4 = stablehlo.multiply %2, %3 : tensor<f32>
    %5 = stablehlo.add %4, %2 : tensor<f32>
    %6 = stablehlo.convert %1 : (tensor<f16>) -> tensor<bf16>
    %7 = stablehlo.sign %arg1 : tensor<i32>
    %8 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %10 = stablehlo.convert %9 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.abs %10 : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.add %11, %cst_1 : tensor<f32>
    %13 = stablehlo.remainder %5, %12 : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %13, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = call @_where(%14, %13, %arg0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %values, %indices = chlo.top_k(%16, k = 1) : tensor<1xi32> -> (tensor<1xi32>, tensor<1xi32>)
    return %values, %indices, %6, %15 : tensor<1xi32>, tensor<1xi32>, tensor<bf16>, tensor<f32>
  }
  func.func private @softplus(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %arg0, %cst : tensor<f32>
    %1 = stablehlo.subtract %arg0, %cst : tensor<f32>
    %2 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.add %arg0, %cst : tensor<f32>
    %4 = stablehlo.abs %1 : tensor<f32>
    %5 = stablehlo.negate %4 : tensor<f32>
    %6 = stablehlo.exponential %5 : tensor<f32>
    %7 = stablehlo.log_plus_one %6 : tensor<f32>
    %8 = stablehlo.add %0, %7 : tensor<f32>
    %9 = stablehlo.select %2, %3, %8 : tensor<i1>, tensor<f32>
    return %9 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}

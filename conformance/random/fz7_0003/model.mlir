module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.maximum %arg0, %arg0 : tensor<f32>
    %1 = stablehlo.subtract %arg0, %arg0 : tensor<f32>
    %2 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.add %arg0, %arg0 : tensor<f32>
    %4 = stablehlo.abs %1 : tensor<f32>
    %5 = stablehlo.negate %4 : tensor<f32>
    %6 = stablehlo.exponential %5 : tensor<f32>
    %7 = stablehlo.log_plus_one %6 : tensor<f32>
    %8 = stablehlo.add %0, %7 : tensor<f32>
    %9 = stablehlo.select %2, %3, %8 : tensor<i1>, tensor<f32>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<f32>
    %11 = stablehlo.multiply %10, %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %12 = stablehlo.multiply %cst, %11 : tensor<f32>
    %13 = stablehlo.add %arg0, %12 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.multiply %cst_0, %13 : tensor<f32>
    %15 = stablehlo.tanh %14 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.add %cst_1, %15 : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.multiply %cst_2, %16 : tensor<f32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<f32>
    %19 = stablehlo.floor %18 : tensor<f32>
    %20 = call @softplus(%9) : (tensor<f32>) -> tensor<f32>
    %21 = stablehlo.minimum %20, %18 : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %22 = stablehlo.clamp %cst_3, %21, %cst_4 : tensor<f32>
    return %22, %19 : tensor<f32>, tensor<f32>
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
}

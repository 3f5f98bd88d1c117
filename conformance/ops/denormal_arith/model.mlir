module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xf32> {jax.result_info = "result[9]"}, tensor<10xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+10> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<10xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.divide %arg0, %6 : tensor<10xf32>
    %8 = stablehlo.multiply %arg1, %arg0 : tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.maximum %arg0, %9 : tensor<10xf32>
    %cst_3 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.minimum %arg0, %11 : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.maximum %arg0, %13 : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.minimum %arg0, %15 : tensor<10xf32>
    %17 = stablehlo.maximum %arg0, %arg1 : tensor<10xf32>
    %18 = stablehlo.minimum %arg0, %arg1 : tensor<10xf32>
    return %0, %2, %5, %7, %8, %10, %12, %14, %16, %17, %18 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
}

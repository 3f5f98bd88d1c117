module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<1024xf32>) -> (tensor<1024xf32> {jax.result_info = "result[0]"}, tensor<1024xf32> {jax.result_info = "result[1]"}, tensor<1024xf32> {jax.result_info = "result[2]"}, tensor<1024xf32> {jax.result_info = "result[3]"}, tensor<1024xf32> {jax.result_info = "result[4]"}, tensor<1024xf32> {jax.result_info = "result[5]"}, tensor<1024xf32> {jax.result_info = "result[6]"}, tensor<1024xf32> {jax.result_info = "result[7]"}, tensor<1024xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1024xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<1024xf32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<1024xf32>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<1024xf32>
    %4 = stablehlo.multiply %arg0, %arg1 : tensor<1024xf32>
    %5 = stablehlo.add %4, %arg0 : tensor<1024xf32>
    %6 = stablehlo.multiply %arg0, %arg1 : tensor<1024xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<1024xf32>
    %8 = stablehlo.remainder %arg0, %arg1 : tensor<1024xf32>
    %9 = stablehlo.abs %arg0 : tensor<1024xf32>
    %cst = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %11 = stablehlo.add %9, %10 : tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %13 = stablehlo.multiply %arg1, %12 : tensor<1024xf32>
    %14 = stablehlo.power %11, %13 : tensor<1024xf32>
    %15 = stablehlo.multiply %arg0, %arg0 : tensor<1024xf32>
    %16 = stablehlo.subtract %15, %arg1 : tensor<1024xf32>
    return %0, %1, %2, %3, %5, %7, %8, %14, %16 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
  }
}

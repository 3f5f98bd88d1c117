module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf32>, %arg1: tensor<14xi32>) -> (tensor<14xf32> {jax.result_info = "result[0]"}, tensor<14xf32> {jax.result_info = "result[1]"}, tensor<14xf32> {jax.result_info = "result[2]"}, tensor<14xi32> {jax.result_info = "result[3]"}, tensor<14xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<14xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<14xf32>
    %2 = stablehlo.multiply %0, %0 : tensor<14xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<14xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<14xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %6 = stablehlo.divide %5, %4 : tensor<14xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %8 = stablehlo.multiply %arg1, %arg1 : tensor<14xi32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<14xi32>
    %10 = stablehlo.multiply %arg1, %arg1 : tensor<14xi32>
    return %3, %6, %7, %9, %10 : tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xi32>, tensor<14xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<5x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5x5x5xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xui32>
    %1 = stablehlo.iota dim = 1 : tensor<5x5xui32>
    %2 = stablehlo.compare EQ, %0, %1, UNSIGNED : (tensor<5x5xui32>, tensor<5x5xui32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %4 = stablehlo.select %2, %arg0, %3 : tensor<5x5xi1>, tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.iota dim = 0 : tensor<5x5xui32>
    %7 = stablehlo.iota dim = 1 : tensor<5x5xui32>
    %8 = stablehlo.compare EQ, %6, %7, UNSIGNED : (tensor<5x5xui32>, tensor<5x5xui32>) -> tensor<5x5xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %10 = stablehlo.select %8, %arg0, %9 : tensor<5x5xi1>, tensor<5x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5xf32>
    %13 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    return %5, %11, %12, %13, %14 : tensor<5xf32>, tensor<f32>, tensor<5xf32>, tensor<5x5x5xf32>, tensor<f32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<7x5xf32>, %arg2: tensor<7xf32>) -> (tensor<7x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x5xf32>, tensor<5xf32>) -> tensor<7xf32>
    %1 = stablehlo.tanh %0 : tensor<7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<7xf32>
    %4 = stablehlo.subtract %1, %arg2 : tensor<7xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<7xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<7xf32>
    %11 = stablehlo.multiply %10, %1 : tensor<7xf32>
    %12 = stablehlo.add %10, %11 : tensor<7xf32>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<7xf32>, tensor<7x5xf32>) -> tensor<7x5xf32>
    return %13 : tensor<7x5xf32>
  }
}

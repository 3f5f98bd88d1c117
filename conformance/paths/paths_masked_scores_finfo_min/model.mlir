module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x130x32xf32>, %arg1: tensor<1x2x130x32xf32>) -> (tensor<1x2x130xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<130x130xi32>
    %1 = stablehlo.iota dim = 1 : tensor<130x130xi32>
    %2 = stablehlo.compare GE, %0, %1, SIGNED : (tensor<130x130xi32>, tensor<130x130xi32>) -> tensor<130x130xi1>
    %3 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x130x32xf32>, tensor<1x2x130x32xf32>) -> tensor<1x2x130x130xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x130x130xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<1x2x130x130xf32>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %6 = call @_where(%2, %5, %cst_0) : (tensor<130x130xi1>, tensor<1x2x130x130xf32>, tensor<f32>) -> tensor<1x2x130x130xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x130x130xf32>, tensor<f32>) -> tensor<1x2x130xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x130xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<1x2x130xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x2x130xf32>) -> tensor<1x2x130x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x2x130x1xf32>) -> tensor<1x2x130x130xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<1x2x130x130xf32>
    %13 = stablehlo.exponential %12 : tensor<1x2x130x130xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<1x2x130x130xf32>, tensor<f32>) -> tensor<1x2x130xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x2x130xf32>) -> tensor<1x2x130x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x2x130x1xf32>) -> tensor<1x2x130x130xf32>
    %17 = stablehlo.divide %13, %16 : tensor<1x2x130x130xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x2x130x130xf32>, tensor<f32>) -> tensor<1x2x130xf32>
    return %18 : tensor<1x2x130xf32>
  }
  func.func private @_where(%arg0: tensor<130x130xi1>, %arg1: tensor<1x2x130x130xf32>, %arg2: tensor<f32>) -> tensor<1x2x130x130xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<130x130xi1>) -> tensor<1x2x130x130xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x130x130xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x2x130x130xi1>, tensor<1x2x130x130xf32>
    return %2 : tensor<1x2x130x130xf32>
  }
}

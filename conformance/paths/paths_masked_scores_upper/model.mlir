module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x150x32xf32>, %arg1: tensor<1x2x170x32xf32>) -> (tensor<1x2x150xf32> {jax.result_info = "result[0]"}, tensor<1x2x150x19xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<150x170xi32>
    %1 = stablehlo.iota dim = 1 : tensor<150x170xi32>
    %2 = stablehlo.compare GE, %1, %0, SIGNED : (tensor<150x170xi32>, tensor<150x170xi32>) -> tensor<150x170xi1>
    %3 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x150x32xf32>, tensor<1x2x170x32xf32>) -> tensor<1x2x150x170xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x150x170xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<1x2x150x170xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = call @_where(%2, %5, %cst_0) : (tensor<150x170xi1>, tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150x170xf32>
    %7 = call @isinf(%6) : (tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where_0(%7, %cst_1, %6) : (tensor<1x2x150x170xi1>, tensor<f32>, tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x2x150xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<1x2x150xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x2x150xf32>) -> tensor<1x2x150x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x2x150x1xf32>) -> tensor<1x2x150x170xf32>
    %15 = stablehlo.subtract %6, %14 : tensor<1x2x150x170xf32>
    %16 = stablehlo.exponential %15 : tensor<1x2x150x170xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x2x150xf32>) -> tensor<1x2x150x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x2x150x1xf32>) -> tensor<1x2x150x170xf32>
    %20 = stablehlo.divide %16, %19 : tensor<1x2x150x170xf32>
    %21 = stablehlo.slice %20 [0:1, 0:2, 0:150, 0:170:9] : (tensor<1x2x150x170xf32>) -> tensor<1x2x150x19xf32>
    return %9, %21 : tensor<1x2x150xf32>, tensor<1x2x150x19xf32>
  }
  func.func private @_where(%arg0: tensor<150x170xi1>, %arg1: tensor<1x2x150x170xf32>, %arg2: tensor<f32>) -> tensor<1x2x150x170xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<150x170xi1>) -> tensor<1x2x150x170xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x150x170xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x2x150x170xi1>, tensor<1x2x150x170xf32>
    return %3 : tensor<1x2x150x170xf32>
  }
  func.func private @isinf(%arg0: tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xi1> {
    %0 = stablehlo.abs %arg0 : tensor<1x2x150x170xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x150x170xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<1x2x150x170xf32>, tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xi1>
    return %2 : tensor<1x2x150x170xi1>
  }
  func.func private @_where_0(%arg0: tensor<1x2x150x170xi1>, %arg1: tensor<f32>, %arg2: tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x150x170xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x2x150x170xi1>, tensor<1x2x150x170xf32>
    return %2 : tensor<1x2x150x170xf32>
  }
}

module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x150x32xf32>, %arg1: tensor<1x2x170x32xf32>) -> (tensor<1x2x150xf32> {jax.result_info = "result[0]"}, tensor<1x2x150x19xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<150x170xi32>
    %1 = stablehlo.iota dim = 1 : tensor<150x170xi32>
    %2 = stablehlo.compare GE, %0, %1, SIGNED : (tensor<150x170xi32>, tensor<150x170xi32>) -> tensor<150x170xi1>
    %c = stablehlo.constant dense<40> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<150x170xi32>
    %4 = stablehlo.subtract %0, %3 : tensor<150x170xi32>
    %5 = stablehlo.compare GT, %1, %4, SIGNED : (tensor<150x170xi32>, tensor<150x170xi32>) -> tensor<150x170xi1>
    %6 = stablehlo.and %2, %5 : tensor<150x170xi1>
    %7 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x150x32xf32>, tensor<1x2x170x32xf32>) -> tensor<1x2x150x170xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x150x170xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<1x2x150x170xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = call @_where(%6, %9, %cst_0) : (tensor<150x170xi1>, tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150x170xf32>
    %11 = call @isinf(%10) : (tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = call @_where_0(%11, %cst_1, %10) : (tensor<1x2x150x170xi1>, tensor<f32>, tensor<1x2x150x170xf32>) -> tensor<1x2x150x170xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x2x150xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<1x2x150xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x2x150xf32>) -> tensor<1x2x150x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x2x150x1xf32>) -> tensor<1x2x150x170xf32>
    %19 = stablehlo.subtract %10, %18 : tensor<1x2x150x170xf32>
    %20 = stablehlo.exponential %19 : tensor<1x2x150x170xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x2x150x170xf32>, tensor<f32>) -> tensor<1x2x150xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x2x150xf32>) -> tensor<1x2x150x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x2x150x1xf32>) -> tensor<1x2x150x170xf32>
    %24 = stablehlo.divide %20, %23 : tensor<1x2x150x170xf32>
    %25 = stablehlo.slice %24 [0:1, 0:2, 0:150, 0:170:9] : (tensor<1x2x150x170xf32>) -> tensor<1x2x150x19xf32>
    return %13, %25 : tensor<1x2x150xf32>, tensor<1x2x150x19xf32>
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

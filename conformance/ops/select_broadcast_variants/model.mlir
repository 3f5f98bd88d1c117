module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi1>, %arg1: tensor<5x4xf32>, %arg2: tensor<5x4xf32>, %arg3: tensor<f32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<5x4xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %1 = call @_where(%0, %arg1, %arg2) : (tensor<5x1xi1>, tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %3 = call @_where_0(%2, %arg1, %arg3) : (tensor<5x1xi1>, tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %5 = stablehlo.compare GT, %arg1, %4, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %6 = stablehlo.negate %arg3 : tensor<f32>
    %7 = call @_where_1(%5, %arg3, %6) : (tensor<5x4xi1>, tensor<f32>, tensor<f32>) -> tensor<5x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %10 = stablehlo.compare GT, %arg2, %9, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<5x1xi1>) -> tensor<5x4xi1>
    %12 = stablehlo.and %11, %10 : tensor<5x4xi1>
    %13 = stablehlo.convert %arg1 : (tensor<5x4xf32>) -> tensor<5x4xi32>
    %14 = stablehlo.convert %arg2 : (tensor<5x4xf32>) -> tensor<5x4xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x4xi1>, tensor<5x4xi32>
    return %1, %3, %7, %15 : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xi32>
  }
  func.func private @_where(%arg0: tensor<5x1xi1>, %arg1: tensor<5x4xf32>, %arg2: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xi1>) -> tensor<5x4xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<5x4xi1>, tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<5x1xi1>, %arg1: tensor<5x4xf32>, %arg2: tensor<f32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xi1>) -> tensor<5x4xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<5x4xi1>, tensor<5x4xf32>
    return %2 : tensor<5x4xf32>
  }
  func.func private @_where_1(%arg0: tensor<5x4xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x4xi1>, tensor<5x4xf32>
    return %2 : tensor<5x4xf32>
  }
}

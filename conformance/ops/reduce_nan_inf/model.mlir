module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.multiply across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %4 = call @nanmax(%arg0) : (tensor<5x4xf32>) -> tensor<5xf32>
    %5 = call @nansum(%arg0) : (tensor<5x4xf32>) -> tensor<5xf32>
    return %0, %1, %2, %3, %4, %5 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  }
  func.func private @nanmax(%arg0: tensor<5x4xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<5x4xi1>, tensor<f32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<5x4xi1>, tensor<i1>) -> tensor<5xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = call @_where_0(%4, %cst_1, %2) : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    return %5 : tensor<5xf32>
  }
  func.func private @_where(%arg0: tensor<5x4xi1>, %arg1: tensor<f32>, %arg2: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5x4xi1>, tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<5xi1>, %arg1: tensor<f32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5xi1>, tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @nansum(%arg0: tensor<5x4xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<5x4xi1>, tensor<f32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}

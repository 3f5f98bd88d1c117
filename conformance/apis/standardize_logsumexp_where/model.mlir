module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<5x6xi1>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}) {
    %0 = call @standardize(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_where(%arg1, %arg0, %c) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = call @_where_0(%arg1, %1, %cst) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<5xf32>
    %6 = stablehlo.is_finite %5 : (tensor<5xf32>) -> tensor<5xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.select %6, %5, %7 : tensor<5xi1>, tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %11 = stablehlo.subtract %1, %10 : tensor<5x6xf32>
    %12 = stablehlo.exponential %11 : tensor<5x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = call @_where_0(%arg1, %12, %cst_3) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.sign %14 : tensor<5xf32>
    %16 = stablehlo.abs %14 : tensor<5xf32>
    %17 = stablehlo.log %16 : tensor<5xf32>
    %18 = stablehlo.add %17, %8 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = call @_where_0(%arg1, %arg0, %cst_5) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<5xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = call @_where_1(%arg1, %arg0, %cst_8) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<5x6xf32>
    %27 = stablehlo.exponential %26 : tensor<5x6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = call @_where_0(%arg1, %27, %cst_9) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %32 = stablehlo.divide %27, %31 : tensor<5x6xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_where(%arg1, %32, %c_11) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    return %0, %18, %33 : tensor<5x6xf32>, tensor<5xf32>, tensor<5x6xf32>
  }
  func.func private @standardize(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<5x1xf32>
    %4 = chlo.square %arg0 : tensor<5x6xf32> -> tensor<5x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<5x1xf32>
    %9 = chlo.square %3 : tensor<5x1xf32> -> tensor<5x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<5x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%10, %c) : (tensor<5x1xf32>, tensor<i32>) -> tensor<5x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<5x6xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<5x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<5x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<5x6xf32>
    return %18 : tensor<5x6xf32>
  }
  func.func private @clip(%arg0: tensor<5x1xf32>, %arg1: tensor<i32>) -> tensor<5x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5x1xf32>
    return %2 : tensor<5x1xf32>
  }
  func.func private @_where(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<i32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x6xi1>, tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<f32>) -> tensor<5x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<5x6xi1>, tensor<5x6xf32>
    return %1 : tensor<5x6xf32>
  }
  func.func private @_where_1(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<f32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x6xi1>, tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<1x9x9xf32>, %arg2: tensor<3xi1>) -> (tensor<1x9x9xf32> {jax.result_info = "result[0]"}) {
    %0 = call @cummin(%arg1) : (tensor<1x9x9xf32>) -> tensor<1x9x9xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_var(%0, %c) : (tensor<1x9x9xf32>, tensor<i32>) -> tensor<1x9x9xf32>
    return %1 : tensor<1x9x9xf32>
  }
  func.func private @cummin(%arg0: tensor<1x9x9xf32>) -> tensor<1x9x9xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x9x9xf32>, tensor<f32>) -> tensor<1x9x9xf32>
    return %1 : tensor<1x9x9xf32>
  }
  func.func private @_var(%arg0: tensor<1x9x9xf32>, %arg1: tensor<i32>) -> tensor<1x9x9xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [] : (tensor<1x9x9xf32>, tensor<f32>) -> tensor<1x9x9xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x9x9xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x9x9xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1x9x9xf32>
    %4 = chlo.square %3 : tensor<1x9x9xf32> -> tensor<1x9x9xf32>
    %5 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_1, %5 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [] : (tensor<1x9x9xf32>, tensor<f32>) -> tensor<1x9x9xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1x9x9xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x9x9xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.compare GT, %6, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = call @_where(%10, %9, %cst_4) : (tensor<i1>, tensor<1x9x9xf32>, tensor<f32>) -> tensor<1x9x9xf32>
    return %11 : tensor<1x9x9xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x9x9xf32>, %arg2: tensor<f32>) -> tensor<1x9x9xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x9x9xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x9x9xf32>
    return %2 : tensor<1x9x9xf32>
  }
}

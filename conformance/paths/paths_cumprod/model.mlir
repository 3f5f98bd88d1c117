module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x257xf32>) -> (tensor<9x257xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x257xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<9x257xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9x257xf32>
    %3 = stablehlo.add %2, %1 : tensor<9x257xf32>
    %4 = call @cumprod(%3) : (tensor<9x257xf32>) -> tensor<9x257xf32>
    return %4 : tensor<9x257xf32>
  }
  func.func private @cumprod(%arg0: tensor<9x257xf32>) -> tensor<9x257xf32> {
    %0 = call @cumprod_0(%arg0) : (tensor<9x257xf32>) -> tensor<9x257xf32>
    return %0 : tensor<9x257xf32>
  }
  func.func private @cumprod_0(%arg0: tensor<9x257xf32>) -> tensor<9x257xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [256, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 257>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<9x257xf32>, tensor<f32>) -> tensor<9x257xf32>
    return %0 : tensor<9x257xf32>
  }
}

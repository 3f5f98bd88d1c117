module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf64>, %arg1: tensor<9xf64>) -> (tensor<4xf64> {jax.result_info = "result[0]"}, tensor<4xf64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<9xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2:2 = "stablehlo.reduce_window"(%arg0, %arg1, %cst_0, %cst_1) <{base_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>, %arg5: tensor<f64>):
      %3 = stablehlo.compare GE, %arg2, %arg4, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %4 = stablehlo.select %3, %arg2, %arg4 : tensor<i1>, tensor<f64>
      %5 = stablehlo.select %3, %arg3, %arg5 : tensor<i1>, tensor<f64>
      stablehlo.return %4, %5 : tensor<f64>, tensor<f64>
    }) : (tensor<9xf64>, tensor<9xf64>, tensor<f64>, tensor<f64>) -> (tensor<4xf64>, tensor<4xf64>)
    return %1, %2#1 : tensor<4xf64>, tensor<4xf64>
  }
}

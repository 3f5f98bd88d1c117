module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<30xf32>) -> (tensor<30xf32> {jax.result_info = "result[0]"}, tensor<28xf32> {jax.result_info = "result[1]"}, tensor<30xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<1xf32>
    %0 = call @unwrap(%arg0) : (tensor<30xf32>) -> tensor<30xf32>
    %1 = call @diff_2(%arg0) : (tensor<30xf32>) -> tensor<28xf32>
    %2 = call @ediff1d(%arg0, %cst) : (tensor<30xf32>, tensor<1xf32>) -> tensor<30xf32>
    return %0, %1, %2 : tensor<30xf32>, tensor<28xf32>, tensor<30xf32>
  }
  func.func private @unwrap(%arg0: tensor<30xf32>) -> tensor<30xf32> {
    %cst = stablehlo.constant dense<6.28318548> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %2 = call @diff(%arg0) : (tensor<30xf32>) -> tensor<29xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %4 = stablehlo.add %2, %3 : tensor<29xf32>
    %cst_3 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %5 = call @remainder(%4, %cst_3) : (tensor<29xf32>, tensor<f32>) -> tensor<29xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<29xf32>
    %8 = stablehlo.negate %1 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %12 = stablehlo.compare GT, %2, %11, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %13 = stablehlo.and %10, %12 : tensor<29xi1>
    %14 = call @_where(%13, %1, %7) : (tensor<29xi1>, tensor<f32>, tensor<29xf32>) -> tensor<29xf32>
    %15 = stablehlo.abs %2 : tensor<29xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %17 = stablehlo.compare LT, %15, %16, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %18 = stablehlo.subtract %14, %2 : tensor<29xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @_where_0(%17, %c, %18) : (tensor<29xi1>, tensor<i32>, tensor<29xf32>) -> tensor<29xf32>
    %20 = stablehlo.slice %arg0 [0:1] : (tensor<30xf32>) -> tensor<1xf32>
    %21 = stablehlo.slice %arg0 [1:30] : (tensor<30xf32>) -> tensor<29xf32>
    %22 = call @cumsum(%19) : (tensor<29xf32>) -> tensor<29xf32>
    %23 = stablehlo.add %21, %22 : tensor<29xf32>
    %24 = stablehlo.concatenate %20, %23, dim = 0 : (tensor<1xf32>, tensor<29xf32>) -> tensor<30xf32>
    return %24 : tensor<30xf32>
  }
  func.func private @diff(%arg0: tensor<30xf32>) -> tensor<29xf32> {
    %0 = stablehlo.slice %arg0 [1:30] : (tensor<30xf32>) -> tensor<29xf32>
    %1 = stablehlo.slice %arg0 [0:29] : (tensor<30xf32>) -> tensor<29xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<29xf32>
    return %2 : tensor<29xf32>
  }
  func.func private @remainder(%arg0: tensor<29xf32>, %arg1: tensor<f32>) -> tensor<29xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %1 = stablehlo.remainder %arg0, %0 : tensor<29xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %3 = stablehlo.compare NE, %1, %2, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %5 = stablehlo.compare LT, %1, %4, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.compare LT, %arg1, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<29xi1>
    %8 = stablehlo.compare NE, %5, %7, UNSIGNED : (tensor<29xi1>, tensor<29xi1>) -> tensor<29xi1>
    %9 = stablehlo.and %8, %3 : tensor<29xi1>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %11 = stablehlo.add %1, %10 : tensor<29xf32>
    %12 = stablehlo.select %9, %11, %1 : tensor<29xi1>, tensor<29xf32>
    return %12 : tensor<29xf32>
  }
  func.func private @_where(%arg0: tensor<29xi1>, %arg1: tensor<f32>, %arg2: tensor<29xf32>) -> tensor<29xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<29xi1>, tensor<29xf32>
    return %1 : tensor<29xf32>
  }
  func.func private @_where_0(%arg0: tensor<29xi1>, %arg1: tensor<i32>, %arg2: tensor<29xf32>) -> tensor<29xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<29xi1>, tensor<29xf32>
    return %2 : tensor<29xf32>
  }
  func.func private @cumsum(%arg0: tensor<29xf32>) -> tensor<29xf32> {
    %0 = call @cumsum_1(%arg0) : (tensor<29xf32>) -> tensor<29xf32>
    return %0 : tensor<29xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<29xf32>) -> tensor<29xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[28, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 29>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<29xf32>, tensor<f32>) -> tensor<29xf32>
    return %1 : tensor<29xf32>
  }
  func.func private @diff_2(%arg0: tensor<30xf32>) -> tensor<28xf32> {
    %0 = stablehlo.slice %arg0 [1:30] : (tensor<30xf32>) -> tensor<29xf32>
    %1 = stablehlo.slice %arg0 [0:29] : (tensor<30xf32>) -> tensor<29xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<29xf32>
    %3 = stablehlo.slice %2 [1:29] : (tensor<29xf32>) -> tensor<28xf32>
    %4 = stablehlo.slice %2 [0:28] : (tensor<29xf32>) -> tensor<28xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<28xf32>
    return %5 : tensor<28xf32>
  }
  func.func private @ediff1d(%arg0: tensor<30xf32>, %arg1: tensor<1xf32>) -> tensor<30xf32> {
    %0 = stablehlo.slice %arg0 [1:30] : (tensor<30xf32>) -> tensor<29xf32>
    %1 = stablehlo.slice %arg0 [0:29] : (tensor<30xf32>) -> tensor<29xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<29xf32>
    %3 = stablehlo.concatenate %arg1, %2, dim = 0 : (tensor<1xf32>, tensor<29xf32>) -> tensor<30xf32>
    return %3 : tensor<30xf32>
  }
}

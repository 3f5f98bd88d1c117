module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x7x7xui8>, %arg1: tensor<2x1x9x3xf32>) -> (tensor<2x1x18x6xf32> {jax.result_info = "result[0]"}, tensor<2x1x1xf32> {jax.result_info = "result[1]"}) {
    %0 = call @round(%arg1) : (tensor<2x1x9x3xf32>) -> tensor<2x1x9x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1x9x3xf32>) -> tensor<54xf32>
    %2 = stablehlo.reshape %1 : (tensor<54xf32>) -> tensor<1x9x2x3xf32>
    %3 = stablehlo.dot_general %2, %0, batching_dims = [1] x [2], contracting_dims = [0, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x2x3xf32>, tensor<2x1x9x3xf32>) -> tensor<9x2x2xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<9x2x2xf32>) -> tensor<2x9x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x9x2xf32>) -> tensor<9x2x1x2xf32>
    %6 = call @relu(%arg1) : (tensor<2x1x9x3xf32>) -> tensor<2x1x9x3xf32>
    %7 = call @sort(%5) : (tensor<9x2x1x2xf32>) -> tensor<9x2x1x2xf32>
    %8 = stablehlo.iota dim = 0 : tensor<36xi32>
    %c = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %10 = stablehlo.multiply %8, %9 : tensor<36xi32>
    %c_0 = stablehlo.constant dense<24> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %12 = stablehlo.add %10, %11 : tensor<36xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<i32>
    %13 = call @remainder(%12, %c_1) : (tensor<36xi32>, tensor<i32>) -> tensor<36xi32>
    %c_2 = stablehlo.constant dense<15> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %15 = stablehlo.subtract %13, %14 : tensor<36xi32>
    %16 = stablehlo.convert %15 : (tensor<36xi32>) -> tensor<36xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<36xf32>
    %19 = stablehlo.reshape %18 : (tensor<36xf32>) -> tensor<1x1x1x9x2x2xf32>
    %20 = stablehlo.dot_general %7, %19, batching_dims = [1] x [5], contracting_dims = [3, 0, 2] x [4, 3, 2], precision = [DEFAULT, DEFAULT] : (tensor<9x2x1x2xf32>, tensor<1x1x1x9x2x2xf32>) -> tensor<2x1x1xf32>
    %21 = stablehlo.reshape %6 : (tensor<2x1x9x3xf32>) -> tensor<1x2x1x1x1x9x1x3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3, 4, 5, 6, 7] : (tensor<1x2x1x1x1x9x1x3xf32>) -> tensor<1x2x1x1x2x9x2x3xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x2x1x1x2x9x2x3xf32>) -> tensor<2x1x18x6xf32>
    return %23, %20 : tensor<2x1x18x6xf32>, tensor<2x1x1xf32>
  }
  func.func private @round(%arg0: tensor<2x1x9x3xf32>) -> tensor<2x1x9x3xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<2x1x9x3xf32>
    return %0 : tensor<2x1x9x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x9x3xf32>) -> tensor<2x1x9x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x9x3xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x9x3xf32>
    return %1 : tensor<2x1x9x3xf32>
  }
  func.func private @sort(%arg0: tensor<9x2x1x2xf32>) -> tensor<9x2x1x2xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<9x2x1x2xf32>) -> tensor<9x2x1x2xf32>
    %1 = stablehlo.reverse %0, dims = [2] : tensor<9x2x1x2xf32>
    return %1 : tensor<9x2x1x2xf32>
  }
  func.func private @remainder(%arg0: tensor<36xi32>, %arg1: tensor<i32>) -> tensor<36xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<36xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<36xi32>, tensor<36xi32>) -> tensor<36xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<36xi32>, tensor<36xi32>) -> tensor<36xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<36xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<36xi1>, tensor<36xi1>) -> tensor<36xi1>
    %12 = stablehlo.and %11, %6 : tensor<36xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<36xi32>
    %14 = stablehlo.add %4, %13 : tensor<36xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<36xi1>, tensor<36xi32>
    return %15 : tensor<36xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

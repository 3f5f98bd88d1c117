module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64xi32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %3 = stablehlo.multiply %1, %2 : tensor<64xi32>
    %c_0 = stablehlo.constant dense<29> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %5 = stablehlo.add %3, %4 : tensor<64xi32>
    %c_1 = stablehlo.constant dense<17> : tensor<i64>
    %6 = call @remainder(%5, %c_1) : (tensor<64xi32>, tensor<i64>) -> tensor<64xi32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.subtract %6, %7 : tensor<64xi32>
    %9 = stablehlo.convert %8 : (tensor<64xi32>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<64xf32>
    %12 = stablehlo.reshape %11 : (tensor<64xf32>) -> tensor<4x4x4xf32>
    %13 = stablehlo.dot_general %12, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %16 = stablehlo.compare GT, %14, %15, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %17 = call @_where_0(%16, %14, %14) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %18 = stablehlo.tanh %17 : tensor<4x4xf32>
    %19 = stablehlo.tan %18 : tensor<4x4xf32>
    return %19 : tensor<4x4xf32>
  }
  func.func private @remainder(%arg0: tensor<64xi32>, %arg1: tensor<i64>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<64xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %12 = stablehlo.and %11, %6 : tensor<64xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %14 = stablehlo.add %4, %13 : tensor<64xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<64xi1>, tensor<64xi32>
    return %15 : tensor<64xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>) -> (tensor<1x5x1xf64> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<127> : tensor<i64>
    %0 = call @clip(%arg0, %c_0, %c_1) : (tensor<f32>, tensor<i64>, tensor<i64>) -> tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<i8>
    %2 = stablehlo.reshape %1 : (tensor<i8>) -> tensor<1x1x1xi8>
    %3 = call @round(%arg0) : (tensor<f32>) -> tensor<f32>
    %4 = stablehlo.convert %2 : (tensor<1x1x1xi8>) -> tensor<1x1x1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %6 = stablehlo.reshape %5 : (tensor<1xf64>) -> tensor<f64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.compare GT, %6, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %8 = stablehlo.convert %7 : (tensor<i1>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %c_2 = stablehlo.constant dense<3> : tensor<i8>
      %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
      %18 = stablehlo.multiply %2, %17 : tensor<1x1x1xi8>
      %19 = stablehlo.convert %c : (tensor<i32>) -> tensor<i8>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
      %21 = stablehlo.add %18, %20 : tensor<1x1x1xi8>
      %c_3 = stablehlo.constant dense<17> : tensor<i64>
      %22 = func.call @remainder(%21, %c_3) : (tensor<1x1x1xi8>, tensor<i64>) -> tensor<1x1x1xi8>
      stablehlo.return %22 : tensor<1x1x1xi8>
    }, {
      %c_2 = stablehlo.constant dense<3> : tensor<i8>
      %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
      %18 = stablehlo.multiply %2, %17 : tensor<1x1x1xi8>
      %19 = stablehlo.convert %c : (tensor<i32>) -> tensor<i8>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
      %21 = stablehlo.add %18, %20 : tensor<1x1x1xi8>
      %c_3 = stablehlo.constant dense<28> : tensor<i64>
      %22 = func.call @remainder(%21, %c_3) : (tensor<1x1x1xi8>, tensor<i64>) -> tensor<1x1x1xi8>
      stablehlo.return %22 : tensor<1x1x1xi8>
    }) : (tensor<i32>) -> tensor<1x1x1xi8>
    %10 = stablehlo.reshape %9 : (tensor<1x1x1xi8>) -> tensor<1xi8>
    %11 = stablehlo.reshape %10 : (tensor<1xi8>) -> tensor<1x1xi8>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi8>) -> tensor<5x1xi8>
    %13 = stablehlo.reshape %12 : (tensor<5x1xi8>) -> tensor<5xi8>
    %14 = stablehlo.reshape %13 : (tensor<5xi8>) -> tensor<1x1x5xi8>
    %15 = stablehlo.convert %14 : (tensor<1x1x5xi8>) -> tensor<1x1x5xf64>
    %16 = stablehlo.dot_general %15, %4, batching_dims = [1] x [2], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x5xf64>, tensor<1x1x1xf64>) -> tensor<1x5x1xf64>
    return %16, %3 : tensor<1x5x1xf64>, tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @round(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<1x1x1xi8>, %arg1: tensor<i64>) -> tensor<1x1x1xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x1x1xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1x1x1xi8>, tensor<1x1x1xi8>) -> tensor<1x1x1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1x1x1xi8>, tensor<1x1x1xi8>) -> tensor<1x1x1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x1x1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x1x1xi1>, tensor<1x1x1xi1>) -> tensor<1x1x1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x1x1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i8>) -> tensor<1x1x1xi8>
    %14 = stablehlo.add %4, %13 : tensor<1x1x1xi8>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x1x1xi1>, tensor<1x1x1xi8>
    return %15 : tensor<1x1x1xi8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i8>, %arg2: tensor<i8>) -> tensor<i8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i8>
    return %0 : tensor<i8>
  }
}

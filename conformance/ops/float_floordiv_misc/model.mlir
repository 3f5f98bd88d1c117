module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>, %arg2: tensor<14xi32>) -> (tensor<14xf32> {jax.result_info = "result[0]"}, tensor<14xf32> {jax.result_info = "result[1]"}, tensor<14xf32> {jax.result_info = "result[2]"}, tensor<14xf32> {jax.result_info = "result[3]"}, tensor<14xf32> {jax.result_info = "result[4]"}, tensor<14xf32> {jax.result_info = "result[5]"}, tensor<14xi1> {jax.result_info = "result[6]"}, tensor<i1> {jax.result_info = "result[7]"}) {
    %0 = call @floor_divide(%arg0, %arg1) : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %1:2 = call @divmod(%arg0, %arg1) : (tensor<14xf32>, tensor<14xf32>) -> (tensor<14xf32>, tensor<14xf32>)
    %2 = call @rint(%arg0) : (tensor<14xf32>) -> tensor<14xf32>
    %3 = call @round(%arg0) : (tensor<14xf32>) -> tensor<14xf32>
    %4 = stablehlo.reverse %arg2, dims = [0] : tensor<14xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %6 = stablehlo.or %4, %5 : tensor<14xi32>
    %7 = stablehlo.convert %arg2 : (tensor<14xi32>) -> tensor<14xf32>
    %8 = stablehlo.convert %6 : (tensor<14xi32>) -> tensor<14xf32>
    %9 = stablehlo.divide %7, %8 : tensor<14xf32>
    %10 = stablehlo.abs %arg2 : tensor<14xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %11 = call @remainder(%10, %c_0) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %12 = stablehlo.multiply %arg0, %arg1 : tensor<14xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %14 = stablehlo.compare LT, %11, %13, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %16 = stablehlo.compare LT, %11, %15, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %17 = stablehlo.select %16, %arg1, %12 : tensor<14xi1>, tensor<14xf32>
    %18 = stablehlo.select %14, %arg0, %17 : tensor<14xi1>, tensor<14xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = call @isclose(%arg0, %arg1, %cst) : (tensor<14xf32>, tensor<14xf32>, tensor<f32>) -> tensor<14xi1>
    %20 = call @allclose(%arg0, %arg0) : (tensor<14xf32>, tensor<14xf32>) -> tensor<i1>
    return %0, %1#1, %2, %3, %9, %18, %19, %20 : tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xf32>, tensor<14xi1>, tensor<i1>
  }
  func.func private @floor_divide(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<14xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %2 = stablehlo.compare EQ, %arg1, %1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %3 = stablehlo.subtract %arg0, %0 : tensor<14xf32>
    %4 = call @_where(%2, %arg0, %3) : (tensor<14xi1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5 = stablehlo.divide %4, %arg1 : tensor<14xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %7 = stablehlo.compare NE, %0, %6, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %8 = stablehlo.sign %arg1 : tensor<14xf32>
    %9 = stablehlo.sign %0 : tensor<14xf32>
    %10 = stablehlo.compare NE, %8, %9, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %11 = stablehlo.and %7, %10 : tensor<14xi1>
    %12 = stablehlo.add %0, %arg1 : tensor<14xf32>
    %13 = stablehlo.select %11, %12, %0 : tensor<14xi1>, tensor<14xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %15 = stablehlo.subtract %5, %14 : tensor<14xf32>
    %16 = stablehlo.select %11, %15, %5 : tensor<14xi1>, tensor<14xf32>
    %17 = stablehlo.round_nearest_afz %16 : tensor<14xf32>
    return %17 : tensor<14xf32>
  }
  func.func private @_where(%arg0: tensor<14xi1>, %arg1: tensor<14xf32>, %arg2: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<14xi1>, tensor<14xf32>
    return %0 : tensor<14xf32>
  }
  func.func private @divmod(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>) -> (tensor<14xf32>, tensor<14xf32>) {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<14xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %2 = stablehlo.compare EQ, %arg1, %1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %3 = stablehlo.subtract %arg0, %0 : tensor<14xf32>
    %4 = call @_where(%2, %arg0, %3) : (tensor<14xi1>, tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %5 = stablehlo.divide %4, %arg1 : tensor<14xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %7 = stablehlo.compare NE, %0, %6, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %8 = stablehlo.sign %arg1 : tensor<14xf32>
    %9 = stablehlo.sign %0 : tensor<14xf32>
    %10 = stablehlo.compare NE, %8, %9, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %11 = stablehlo.and %7, %10 : tensor<14xi1>
    %12 = stablehlo.add %0, %arg1 : tensor<14xf32>
    %13 = stablehlo.select %11, %12, %0 : tensor<14xi1>, tensor<14xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %15 = stablehlo.subtract %5, %14 : tensor<14xf32>
    %16 = stablehlo.select %11, %15, %5 : tensor<14xi1>, tensor<14xf32>
    %17 = stablehlo.round_nearest_afz %16 : tensor<14xf32>
    return %17, %13 : tensor<14xf32>, tensor<14xf32>
  }
  func.func private @rint(%arg0: tensor<14xf32>) -> tensor<14xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<14xf32>
    return %0 : tensor<14xf32>
  }
  func.func private @round(%arg0: tensor<14xf32>) -> tensor<14xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<14xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<14xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %4 = stablehlo.divide %2, %3 : tensor<14xf32>
    return %4 : tensor<14xf32>
  }
  func.func private @remainder(%arg0: tensor<14xi32>, %arg1: tensor<i32>) -> tensor<14xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<14xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<14xi1>, tensor<14xi1>) -> tensor<14xi1>
    %12 = stablehlo.and %11, %6 : tensor<14xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %14 = stablehlo.add %4, %13 : tensor<14xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<14xi1>, tensor<14xi32>
    return %15 : tensor<14xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @isclose(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>, %arg2: tensor<f32>) -> tensor<14xi1> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %2 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %3 = stablehlo.and %1, %2 : tensor<14xi1>
    %4 = stablehlo.is_finite %arg1 : (tensor<14xf32>) -> tensor<14xi1>
    %5 = stablehlo.subtract %arg0, %arg1 : tensor<14xf32>
    %6 = stablehlo.abs %5 : tensor<14xf32>
    %7 = stablehlo.abs %arg1 : tensor<14xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<14xf32>
    %10 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %11 = stablehlo.add %10, %9 : tensor<14xf32>
    %12 = stablehlo.compare LE, %6, %11, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %13 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %14 = stablehlo.and %4, %12 : tensor<14xi1>
    %15 = stablehlo.or %13, %14 : tensor<14xi1>
    return %15 : tensor<14xi1>
  }
  func.func private @allclose(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>) -> tensor<i1> {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %0 = call @isclose_1(%arg0, %arg1, %cst, %cst_0) : (tensor<14xf32>, tensor<14xf32>, tensor<f32>, tensor<f32>) -> tensor<14xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<14xi1>, tensor<i1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @isclose_1(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<14xi1> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %4 = stablehlo.and %2, %3 : tensor<14xi1>
    %5 = stablehlo.is_finite %arg1 : (tensor<14xf32>) -> tensor<14xi1>
    %6 = stablehlo.subtract %arg0, %arg1 : tensor<14xf32>
    %7 = stablehlo.abs %6 : tensor<14xf32>
    %8 = stablehlo.abs %arg1 : tensor<14xf32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<14xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %12 = stablehlo.add %11, %10 : tensor<14xf32>
    %13 = stablehlo.compare LE, %7, %12, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %14 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %15 = stablehlo.and %5, %13 : tensor<14xi1>
    %16 = stablehlo.or %14, %15 : tensor<14xi1>
    return %16 : tensor<14xi1>
  }
}

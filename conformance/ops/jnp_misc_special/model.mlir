module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xi1> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}) {
    %0 = call @fmax(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %1 = call @fmin(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %2 = call @copysign(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %3 = call @signbit(%arg0) : (tensor<12xf32>) -> tensor<12xi1>
    %4 = call @nan_to_num(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %5 = call @heaviside(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<12xf32>
    %7 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %8 = stablehlo.compare NE, %7, %7, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %9 = stablehlo.add %arg0, %arg1 : tensor<12xf32>
    %10 = stablehlo.abs %7 : tensor<12xf32>
    %11 = stablehlo.negate %10 : tensor<12xf32>
    %12 = stablehlo.exponential %11 : tensor<12xf32>
    %13 = stablehlo.log_plus_one %12 : tensor<12xf32>
    %14 = stablehlo.add %6, %13 : tensor<12xf32>
    %15 = stablehlo.select %8, %9, %14 : tensor<12xi1>, tensor<12xf32>
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<12xf32>
    %18 = stablehlo.exponential %17 : tensor<12xf32>
    %19 = stablehlo.abs %arg0 : tensor<12xf32>
    %20 = stablehlo.log %19 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.log %cst_0 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23 = stablehlo.divide %20, %22 : tensor<12xf32>
    %24 = stablehlo.abs %arg0 : tensor<12xf32>
    %25 = stablehlo.log %24 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<12xf32>
    return %0, %1, %2, %3, %4, %5, %15, %18, %23, %27 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @fmax(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.or %0, %1 : tensor<12xi1>
    %3 = call @_where(%2, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @fmin(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.or %0, %1 : tensor<12xi1>
    %3 = call @_where(%2, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @copysign(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = call @signbit(%arg1) : (tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.abs %arg0 : tensor<12xf32>
    %2 = stablehlo.negate %1 : tensor<12xf32>
    %3 = stablehlo.abs %arg0 : tensor<12xf32>
    %4 = call @_where(%0, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @signbit(%arg0: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = stablehlo.convert %4 : tensor<12xi1>
    return %5 : tensor<12xi1>
  }
  func.func private @nan_to_num(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_0(%0, %cst, %arg0) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %1) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_0(%6, %cst_3, %4) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %7 : tensor<12xf32>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @heaviside(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %4 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %5 = call @_where(%4, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = call @_where_0(%3, %cst_1, %5) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_0(%1, %cst_2, %6) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %7 : tensor<12xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}) {
    %0 = call @ldexp(%arg0, %arg1) : (tensor<12xf32>, tensor<12xi32>) -> tensor<12xf32>
    %1:2 = call @frexp(%arg0) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xi32>)
    return %0, %1#0, %1#1 : tensor<12xf32>, tensor<12xf32>, tensor<12xi32>
  }
  func.func private @ldexp(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<12xi32>) -> tensor<12xf32>
    %1:2 = call @frexp(%arg0) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xi32>)
    %2 = stablehlo.convert %1#1 : (tensor<12xi32>) -> tensor<12xf32>
    %3 = stablehlo.add %2, %0 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.compare GT, %3, %4, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.multiply %1#0, %6 : tensor<12xf32>
    %8 = call @_where(%5, %7, %1#0) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.compare GT, %3, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.subtract %3, %11 : tensor<12xf32>
    %13 = call @_where(%10, %12, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.power %14, %13 : tensor<12xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<12xf32>
    %17 = call @isinf(%arg0) : (tensor<12xf32>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.compare EQ, %arg0, %18, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %20 = stablehlo.or %17, %19 : tensor<12xi1>
    %21 = call @_where(%20, %arg0, %16) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %21 : tensor<12xf32>
  }
  func.func private @frexp(%arg0: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xi32>) {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<12xf32>
    %5 = call @_where(%2, %4, %arg0) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %c = stablehlo.constant dense<-23> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_where_0(%2, %c, %c_1) : (tensor<12xi1>, tensor<i32>, tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.bitcast_convert %5 : (tensor<12xf32>) -> tensor<12xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.shift_right_arithmetic %7, %8 : tensor<12xi32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %11 = stablehlo.and %9, %10 : tensor<12xi32>
    %c_4 = stablehlo.constant dense<127> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<12xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.add %13, %14 : tensor<12xi32>
    %16 = stablehlo.add %6, %15 : tensor<12xi32>
    %c_6 = stablehlo.constant dense<-2139095041> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %18 = stablehlo.and %7, %17 : tensor<12xi32>
    %c_7 = stablehlo.constant dense<1056964608> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %20 = stablehlo.or %18, %19 : tensor<12xi32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<12xi32>) -> tensor<12xf32>
    %22 = call @isinf(%arg0) : (tensor<12xf32>) -> tensor<12xi1>
    %23 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %24 = stablehlo.or %22, %23 : tensor<12xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.compare EQ, %arg0, %25, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %27 = stablehlo.or %24, %26 : tensor<12xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %29 = call @_where_1(%27, %28, %16) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %30 = call @_where(%27, %arg0, %21) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %30, %29 : tensor<12xf32>, tensor<12xi32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @isinf(%arg0: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    return %2 : tensor<12xi1>
  }
  func.func private @_where_1(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
}

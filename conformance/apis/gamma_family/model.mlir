module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<29xf32>) -> (tensor<29xf32> {jax.result_info = "result[0]"}, tensor<29xf32> {jax.result_info = "result[1]"}, tensor<29xf32> {jax.result_info = "result[2]"}) {
    %0 = chlo.lgamma %arg0 : tensor<29xf32> -> tensor<29xf32>
    %1 = chlo.digamma %arg0 : tensor<29xf32> -> tensor<29xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<29xf32>
    %4 = call @gammasgn(%3) : (tensor<29xf32>) -> tensor<29xf32>
    return %0, %1, %4 : tensor<29xf32>, tensor<29xf32>, tensor<29xf32>
  }
  func.func private @gammasgn(%arg0: tensor<29xf32>) -> tensor<29xf32> {
    %0 = stablehlo.floor %arg0 : tensor<29xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %2 = stablehlo.compare LT, %arg0, %1, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %3 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %4 = stablehlo.and %2, %3 : tensor<29xi1>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %6 = stablehlo.or %4, %5 : tensor<29xi1>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %7 = call @remainder(%0, %c) : (tensor<29xf32>, tensor<i32>) -> tensor<29xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %9 = stablehlo.compare NE, %7, %8, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %10 = stablehlo.and %2, %9 : tensor<29xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %12 = stablehlo.compare EQ, %arg0, %11, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %13 = call @signbit(%arg0) : (tensor<29xf32>) -> tensor<29xi1>
    %14 = stablehlo.and %12, %13 : tensor<29xi1>
    %15 = stablehlo.or %10, %14 : tensor<29xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<29xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<29xi1>) -> tensor<1x29xi1>
    %18 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<29xi1>) -> tensor<1x29xi1>
    %19 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<29xi1>) -> tensor<1x29xi1>
    %20 = stablehlo.concatenate %17, %18, %19, dim = 0 : (tensor<1x29xi1>, tensor<1x29xi1>, tensor<1x29xi1>) -> tensor<3x29xi1>
    %21 = call @argmax(%20) : (tensor<3x29xi1>) -> tensor<29xi32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<29xi32>
    %26 = stablehlo.compare LT, %21, %25, SIGNED : (tensor<29xi32>, tensor<29xi32>) -> tensor<29xi1>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<29xi32>
    %28 = stablehlo.compare LT, %21, %27, SIGNED : (tensor<29xi32>, tensor<29xi32>) -> tensor<29xi1>
    %29 = stablehlo.select %28, %23, %24 : tensor<29xi1>, tensor<29xf32>
    %30 = stablehlo.select %26, %22, %29 : tensor<29xi1>, tensor<29xf32>
    return %30 : tensor<29xf32>
  }
  func.func private @remainder(%arg0: tensor<29xf32>, %arg1: tensor<i32>) -> tensor<29xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<29xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<29xf32>, tensor<29xf32>) -> tensor<29xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<29xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<29xi1>, tensor<29xi1>) -> tensor<29xi1>
    %10 = stablehlo.and %9, %4 : tensor<29xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<29xf32>
    %12 = stablehlo.add %2, %11 : tensor<29xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<29xi1>, tensor<29xf32>
    return %13 : tensor<29xf32>
  }
  func.func private @signbit(%arg0: tensor<29xf32>) -> tensor<29xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<29xf32>) -> tensor<29xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<29xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<29xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<29xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<29xi32>, tensor<29xi32>) -> tensor<29xi1>
    %5 = stablehlo.convert %4 : tensor<29xi1>
    return %5 : tensor<29xi1>
  }
  func.func private @argmax(%arg0: tensor<3x29xi1>) -> tensor<29xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x29xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3x29xi1>, tensor<3x29xi32>, tensor<i1>, tensor<i32>) -> (tensor<29xi1>, tensor<29xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<29xi32>
  }
}

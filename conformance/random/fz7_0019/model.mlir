module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x0x9xf32>, %arg1: tensor<i32>) -> (tensor<1x0x0xf32> {jax.result_info = "result[0]"}, tensor<1x0x0xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<> : tensor<1x0x1xf32>
    %cst_0 = stablehlo.constant dense<> : tensor<1x0x0xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [2] : (tensor<1x0x9xf32>, tensor<f32>) -> tensor<1x0xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x0xf32>) -> tensor<1x0x1xf32>
    %2 = call @hypot(%1, %cst) : (tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xf32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.multiply %arg1, %c : tensor<i32>
    %c_2 = stablehlo.constant dense<-7> : tensor<i32>
    %4 = stablehlo.multiply %3, %c_2 : tensor<i32>
    %5 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %7 = stablehlo.multiply %2, %6 : tensor<1x0x1xf32>
    %8 = stablehlo.add %7, %2 : tensor<1x0x1xf32>
    %9 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
    %11 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %10, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %10, %c_4 : tensor<i32>
    %15 = stablehlo.select %13, %14, %10 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %12, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.add %12, %c_6 : tensor<i32>
    %18 = stablehlo.select %16, %17, %12 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.select %19, %20, %c_11 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %8, %15, %18, %21, sizes = [1, 0, 0] : (tensor<1x0x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x0x0xf32>
    %23 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x0x0xf32>
    %25 = stablehlo.minimum %22, %24 : tensor<1x0x0xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x0x0xf32>
    %27 = stablehlo.compare GT, %22, %26, FLOAT : (tensor<1x0x0xf32>, tensor<1x0x0xf32>) -> tensor<1x0x0xi1>
    %28 = call @_where_1(%27, %22, %cst_0) : (tensor<1x0x0xi1>, tensor<1x0x0xf32>, tensor<1x0x0xf32>) -> tensor<1x0x0xf32>
    return %28, %25 : tensor<1x0x0xf32>, tensor<1x0x0xf32>
  }
  func.func private @hypot(%arg0: tensor<1x0x1xf32>, %arg1: tensor<1x0x1xf32>) -> tensor<1x0x1xf32> {
    %0 = stablehlo.abs %arg0 : tensor<1x0x1xf32>
    %1 = stablehlo.abs %arg1 : tensor<1x0x1xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xi1>
    %6 = stablehlo.or %3, %5 : tensor<1x0x1xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<1x0x1xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<1x0x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<1x0x1xi1>, tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xf32>
    %15 = stablehlo.divide %8, %14 : tensor<1x0x1xf32>
    %16 = chlo.square %15 : tensor<1x0x1xf32> -> tensor<1x0x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    %18 = stablehlo.add %17, %16 : tensor<1x0x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<1x0x1xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<1x0x1xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<1x0x1xi1>, tensor<1x0x1xf32>, tensor<1x0x1xf32>) -> tensor<1x0x1xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<1x0x1xi1>, tensor<f32>, tensor<1x0x1xf32>) -> tensor<1x0x1xf32>
    return %22 : tensor<1x0x1xf32>
  }
  func.func private @_where(%arg0: tensor<1x0x1xi1>, %arg1: tensor<1x0x1xf32>, %arg2: tensor<1x0x1xf32>) -> tensor<1x0x1xf32> {
    return %arg1 : tensor<1x0x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x0x1xi1>, %arg1: tensor<f32>, %arg2: tensor<1x0x1xf32>) -> tensor<1x0x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x0x1xf32>
    return %0 : tensor<1x0x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x0x0xi1>, %arg1: tensor<1x0x0xf32>, %arg2: tensor<1x0x0xf32>) -> tensor<1x0x0xf32> {
    return %arg1 : tensor<1x0x0xf32>
  }
}

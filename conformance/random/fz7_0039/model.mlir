module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x1x2x9xf32>, %arg1: tensor<8xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[0.259337753, -1.10457063, -1.4976635, -0.996872901, -1.25292945, -1.69757485, -0.0928183123, -0.90079075]> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.minimum %arg1, %0 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.clamp %1, %arg1, %2 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.compare GT, %arg1, %4, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %6 = call @_where(%5, %arg1, %cst) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %7 = stablehlo.slice %arg1 [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_6 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_update_slice %6, %7, %10 : (tensor<8xf32>, tensor<4xf32>, tensor<i32>) -> tensor<8xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<5x1x2x9xf32>) -> tensor<90xf32>
    %13 = stablehlo.slice %12 [0:24] : (tensor<90xf32>) -> tensor<24xf32>
    %14 = stablehlo.reshape %13 : (tensor<24xf32>) -> tensor<8x3xf32>
    %15 = stablehlo.dot_general %11, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x3xf32>) -> tensor<3xf32>
    %16 = stablehlo.ceil %15 : tensor<3xf32>
    %17 = stablehlo.minimum %15, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<3xf32>
    %19 = stablehlo.add %18, %16 : tensor<3xf32>
    return %19, %3 : tensor<3xf32>, tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7x5xf32>, %arg1: tensor<1x0xf32>, %arg2: tensor<f32>) -> (tensor<1xbf16> {jax.result_info = "result[0]"}, tensor<bf16> {jax.result_info = "result[1]"}, tensor<0x0xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.select %1, %2, %c_3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_8 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %arg1, %3, %6, sizes = [0, 0] : (tensor<1x0xf32>, tensor<i32>, tensor<i32>) -> tensor<0x0xf32>
    %cst = stablehlo.constant dense<-2.250000e+00> : tensor<bf16>
    %8 = call @hypot(%0, %cst) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<1xbf16>
    return %9, %8, %7 : tensor<1xbf16>, tensor<bf16>, tensor<0x0xf32>
  }
  func.func private @hypot(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.abs %arg0 : tensor<bf16>
    %1 = stablehlo.abs %arg1 : tensor<bf16>
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %2 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %3 = stablehlo.compare EQ, %1, %cst_0, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.maximum %0, %1 : tensor<bf16>
    %6 = stablehlo.minimum %0, %1 : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = stablehlo.compare EQ, %5, %cst_1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.compare EQ, %5, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = call @_where(%8, %cst_3, %5) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %10 = stablehlo.divide %6, %9 : tensor<bf16>
    %11 = chlo.square %10 : tensor<bf16> -> tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.add %cst_4, %11 : tensor<bf16>
    %13 = stablehlo.sqrt %12 : tensor<bf16>
    %14 = stablehlo.multiply %5, %13 : tensor<bf16>
    %15 = call @_where(%7, %5, %14) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %cst_5 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %16 = call @_where(%4, %cst_5, %15) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    return %16 : tensor<bf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<bf16>, %arg2: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<bf16>
    return %0 : tensor<bf16>
  }
}

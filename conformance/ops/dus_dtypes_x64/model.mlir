module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xui8>, %arg1: tensor<2x3xui8>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<7xbf16>, %arg5: tensor<3xbf16>) -> (tensor<5x6xui8> {jax.result_info = "result[0]"}, tensor<7xbf16> {jax.result_info = "result[1]"}, tensor<2x2xui8> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<5> : tensor<i64>
    %0 = stablehlo.add %arg2, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i64>
    %2 = stablehlo.add %arg2, %c_1 : tensor<i64>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare LT, %0, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<6> : tensor<i64>
    %5 = stablehlo.add %0, %c_3 : tensor<i64>
    %6 = stablehlo.select %4, %5, %0 : tensor<i1>, tensor<i64>
    %7 = stablehlo.dynamic_update_slice %arg0, %arg1, %3, %6 : (tensor<5x6xui8>, tensor<2x3xui8>, tensor<i64>, tensor<i64>) -> tensor<5x6xui8>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg3, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<7> : tensor<i64>
    %9 = stablehlo.add %arg3, %c_5 : tensor<i64>
    %10 = stablehlo.select %8, %9, %arg3 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_update_slice %arg4, %arg5, %10 : (tensor<7xbf16>, tensor<3xbf16>, tensor<i64>) -> tensor<7xbf16>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.compare LT, %arg3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i64>
    %13 = stablehlo.add %arg3, %c_7 : tensor<i64>
    %14 = stablehlo.select %12, %13, %arg3 : tensor<i1>, tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.compare LT, %arg2, %c_8, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<6> : tensor<i64>
    %16 = stablehlo.add %arg2, %c_9 : tensor<i64>
    %17 = stablehlo.select %15, %16, %arg2 : tensor<i1>, tensor<i64>
    %18 = stablehlo.dynamic_slice %arg0, %14, %17, sizes = [2, 2] : (tensor<5x6xui8>, tensor<i64>, tensor<i64>) -> tensor<2x2xui8>
    return %7, %11, %18 : tensor<5x6xui8>, tensor<7xbf16>, tensor<2x2xui8>
  }
}

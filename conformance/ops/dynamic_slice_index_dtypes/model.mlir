module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<i8>, %arg2: tensor<ui32>, %arg3: tensor<i16>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<3x1xf32> {jax.result_info = "result[1]"}, tensor<1x4xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i8>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i8>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %3 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i8>
    %4 = stablehlo.add %arg1, %c_2 : tensor<i8>
    %5 = stablehlo.select %3, %4, %arg1 : tensor<i1>, tensor<i8>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [2, 2] : (tensor<5x6xf32>, tensor<i8>, tensor<i8>) -> tensor<2x2xf32>
    %7 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [3, 1] : (tensor<5x6xf32>, tensor<ui32>, tensor<ui32>) -> tensor<3x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i16>
    %8 = stablehlo.compare LT, %arg3, %c_3, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i16>
    %9 = stablehlo.add %arg3, %c_4 : tensor<i16>
    %10 = stablehlo.select %8, %9, %arg3 : tensor<i1>, tensor<i16>
    %c_5 = stablehlo.constant dense<0> : tensor<i16>
    %11 = stablehlo.compare LT, %arg3, %c_5, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<6> : tensor<i16>
    %12 = stablehlo.add %arg3, %c_6 : tensor<i16>
    %13 = stablehlo.select %11, %12, %arg3 : tensor<i1>, tensor<i16>
    %14 = stablehlo.dynamic_slice %arg0, %10, %13, sizes = [1, 4] : (tensor<5x6xf32>, tensor<i16>, tensor<i16>) -> tensor<1x4xf32>
    return %6, %7, %14 : tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x4xf32>
  }
}

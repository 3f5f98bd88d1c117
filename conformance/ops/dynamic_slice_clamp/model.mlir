module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3x2xf32> {jax.result_info = "result[0]"}, tensor<3x4x1xf32> {jax.result_info = "result[1]"}, tensor<4x5x3xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.add %arg2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %arg3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.add %arg3, %c_4 : tensor<i32>
    %8 = stablehlo.select %6, %7, %arg3 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg0, %2, %5, %8, sizes = [2, 3, 2] : (tensor<4x5x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %11 = stablehlo.add %arg2, %c_6 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg2 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %arg3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.add %arg3, %c_8 : tensor<i32>
    %15 = stablehlo.select %13, %14, %arg3 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg1, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.add %arg1, %c_10 : tensor<i32>
    %18 = stablehlo.select %16, %17, %arg1 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg0, %12, %15, %18, sizes = [3, 4, 1] : (tensor<4x5x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x4x1xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %arg3, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.add %arg3, %c_12 : tensor<i32>
    %22 = stablehlo.select %20, %21, %arg3 : tensor<i1>, tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %arg1, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %24 = stablehlo.add %arg1, %c_14 : tensor<i32>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %arg2, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %27 = stablehlo.add %arg2, %c_16 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg2 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %arg0, %22, %25, %28, sizes = [4, 5, 3] : (tensor<4x5x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x5x3xf32>
    return %9, %19, %29 : tensor<2x3x2xf32>, tensor<3x4x1xf32>, tensor<4x5x3xf32>
  }
}

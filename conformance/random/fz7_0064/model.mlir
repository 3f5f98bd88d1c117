module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x7x9xui32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>) -> (tensor<1x1xf32> {jax.result_info = "result[0]"}, tensor<2x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4x7x9xui32>) -> tensor<756xui32>
    %1 = stablehlo.slice %0 [0:15] : (tensor<756xui32>) -> tensor<15xui32>
    %2 = stablehlo.reshape %1 : (tensor<15xui32>) -> tensor<3x5xui32>
    %3 = stablehlo.convert %2 : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %4 = stablehlo.dot_general %arg1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.select %7, %8, %c_3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.add %6, %c_5 : tensor<i32>
    %12 = stablehlo.select %10, %11, %6 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg1, %9, %12, sizes = [1, 1] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %14 = stablehlo.ceil %13 : tensor<1x1xf32>
    return %14, %4 : tensor<1x1xf32>, tensor<2x5xf32>
  }
}

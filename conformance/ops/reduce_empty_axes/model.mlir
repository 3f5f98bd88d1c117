module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x0xf32>, %arg1: tensor<0x4xi32>, %arg2: tensor<0x2xi1>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}, tensor<2xi1> {jax.result_info = "result[5]"}, tensor<2xi1> {jax.result_info = "result[6]"}, tensor<4xi32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.minimum across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<0x4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.reduce(%arg2 init: %c_3) applies stablehlo.or across dimensions = [0] : (tensor<0x2xi1>, tensor<i1>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.reduce(%arg2 init: %c_4) applies stablehlo.and across dimensions = [0] : (tensor<0x2xi1>, tensor<i1>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %7 = stablehlo.reduce(%arg1 init: %c_5) applies stablehlo.maximum across dimensions = [0] : (tensor<0x4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_6 = stablehlo.constant dense<-5> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.maximum %8, %7 : tensor<4xi32>
    return %0, %1, %2, %3, %4, %5, %6, %9 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xi32>, tensor<2xi1>, tensor<2xi1>, tensor<4xi32>
  }
}

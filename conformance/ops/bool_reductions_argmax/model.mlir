module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xi1>, %arg1: tensor<4x7xui8>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<7xi32> {jax.result_info = "result[1]"}, tensor<4xi1> {jax.result_info = "result[2]"}, tensor<7xi1> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<7xui8> {jax.result_info = "result[6]"}, tensor<ui8> {jax.result_info = "result[7]"}) {
    %0 = call @argmax(%arg0) : (tensor<4x7xi1>) -> tensor<4xi32>
    %1 = call @argmin(%arg0) : (tensor<4x7xi1>) -> tensor<7xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<4x7xi1>, tensor<i1>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.minimum across dimensions = [0] : (tensor<4x7xi1>, tensor<i1>) -> tensor<7xi1>
    %4 = stablehlo.convert %arg0 : (tensor<4x7xi1>) -> tensor<4x7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.add across dimensions = [1] : (tensor<4x7xi32>, tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.convert %arg1 : (tensor<4x7xui8>) -> tensor<4x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x7xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %10 = stablehlo.reduce(%arg1 init: %c_3) applies stablehlo.maximum across dimensions = [0] : (tensor<4x7xui8>, tensor<ui8>) -> tensor<7xui8>
    %c_4 = stablehlo.constant dense<255> : tensor<ui8>
    %11 = stablehlo.reduce(%arg1 init: %c_4) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x7xui8>, tensor<ui8>) -> tensor<ui8>
    return %0, %1, %2, %3, %5, %9, %10, %11 : tensor<4xi32>, tensor<7xi32>, tensor<4xi1>, tensor<7xi1>, tensor<4xi32>, tensor<4xf32>, tensor<7xui8>, tensor<ui8>
  }
  func.func private @argmax(%arg0: tensor<4x7xi1>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x7xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x7xi1>, tensor<4x7xi32>, tensor<i1>, tensor<i32>) -> (tensor<4xi1>, tensor<4xi32>)
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
    return %1#1 : tensor<4xi32>
  }
  func.func private @argmin(%arg0: tensor<4x7xi1>) -> tensor<7xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x7xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4x7xi1>, tensor<4x7xi32>, tensor<i1>, tensor<i32>) -> (tensor<7xi1>, tensor<7xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
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
    return %1#1 : tensor<7xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<300x50xi32>) -> (tensor<50xi32> {jax.result_info = "result[0]"}, tensor<300xi32> {jax.result_info = "result[1]"}, tensor<50xi32> {jax.result_info = "result[2]"}, tensor<300xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<300x50xi32>, tensor<i32>) -> tensor<50xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<300x50xi32>, tensor<i32>) -> tensor<300xi32>
    %c_1 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %2 = stablehlo.reduce(%arg0 init: %c_1) applies stablehlo.maximum across dimensions = [0] : (tensor<300x50xi32>, tensor<i32>) -> tensor<50xi32>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<i32>
    %3 = stablehlo.reduce(%arg0 init: %c_2) applies stablehlo.minimum across dimensions = [1] : (tensor<300x50xi32>, tensor<i32>) -> tensor<300xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<300x50xi32>
    %5 = stablehlo.and %arg0, %4 : tensor<300x50xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%5 init: %c_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<300x50xi32>, tensor<i32>) -> tensor<i32>
    return %0, %1, %2, %3, %6 : tensor<50xi32>, tensor<300xi32>, tensor<50xi32>, tensor<300xi32>, tensor<i32>
  }
}

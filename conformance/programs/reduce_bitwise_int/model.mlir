module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xi32>, %arg1: tensor<5x6xui8>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<6xui8> {jax.result_info = "result[1]"}, tensor<5xui8> {jax.result_info = "result[2]"}) {
    %0 = call @reduce(%arg0) : (tensor<4x7xi32>) -> tensor<4xi32>
    %1 = call @reduce_0(%arg1) : (tensor<5x6xui8>) -> tensor<6xui8>
    %2 = call @reduce_1(%arg1) : (tensor<5x6xui8>) -> tensor<5xui8>
    return %0, %1, %2 : tensor<4xi32>, tensor<6xui8>, tensor<5xui8>
  }
  func.func private @reduce(%arg0: tensor<4x7xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.xor across dimensions = [1] : (tensor<4x7xi32>, tensor<i32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @reduce_0(%arg0: tensor<5x6xui8>) -> tensor<6xui8> {
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<5x6xui8>, tensor<ui8>) -> tensor<6xui8>
    return %0 : tensor<6xui8>
  }
  func.func private @reduce_1(%arg0: tensor<5x6xui8>) -> tensor<5xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x6xui8>, tensor<ui8>) -> tensor<5xui8>
    return %0 : tensor<5xui8>
  }
}

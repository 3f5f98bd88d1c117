module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi32>, %arg1: tensor<7xi8>) -> (tensor<4x5xi32> {jax.result_info = "result[0]"}, tensor<4x5xi32> {jax.result_info = "result[1]"}, tensor<7xi8> {jax.result_info = "result[2]"}, tensor<4x5xi32> {jax.result_info = "result[3]"}, tensor<7xi8> {jax.result_info = "result[4]"}, tensor<5x4xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x5xi32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x5xi32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<4x5xi32>
    %3 = stablehlo.multiply %arg1, %arg1 : tensor<7xi8>
    %4 = stablehlo.multiply %3, %arg1 : tensor<7xi8>
    %5 = call @_roll_static(%arg0) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    %6 = call @_roll_static_0(%arg1) : (tensor<7xi8>) -> tensor<7xi8>
    %7 = call @rot90(%arg0) : (tensor<4x5xi32>) -> tensor<5x4xi32>
    return %1, %2, %4, %5, %6, %7 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<7xi8>, tensor<4x5xi32>, tensor<7xi8>, tensor<5x4xi32>
  }
  func.func private @_roll_static(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %0 = stablehlo.slice %arg0 [0:4, 3:5] : (tensor<4x5xi32>) -> tensor<4x2xi32>
    %1 = stablehlo.slice %arg0 [0:4, 0:3] : (tensor<4x5xi32>) -> tensor<4x3xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x2xi32>, tensor<4x3xi32>) -> tensor<4x5xi32>
    return %2 : tensor<4x5xi32>
  }
  func.func private @_roll_static_0(%arg0: tensor<7xi8>) -> tensor<7xi8> {
    %0 = stablehlo.slice %arg0 [1:7] : (tensor<7xi8>) -> tensor<6xi8>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<7xi8>) -> tensor<1xi8>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<6xi8>, tensor<1xi8>) -> tensor<7xi8>
    return %2 : tensor<7xi8>
  }
  func.func private @rot90(%arg0: tensor<4x5xi32>) -> tensor<5x4xi32> {
    %0 = call @_flip(%arg0) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x5xi32>) -> tensor<5x4xi32>
    return %1 : tensor<5x4xi32>
  }
  func.func private @_flip(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
}

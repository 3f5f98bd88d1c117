module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x1xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x2xf32>, %arg3: tensor<2x5xf32>, %arg4: tensor<2x1xf32>) -> (tensor<2x13xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}, tensor<2x6xi8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, %arg4, %arg0, dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x13xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:0] : (tensor<2x1xf32>) -> tensor<2x0xf32>
    %2 = stablehlo.slice %arg0 [0:2, 0:0] : (tensor<2x1xf32>) -> tensor<2x0xf32>
    %3 = stablehlo.concatenate %1, %arg1, %2, dim = 1 : (tensor<2x0xf32>, tensor<2x3xf32>, tensor<2x0xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.convert %arg0 : (tensor<2x1xf32>) -> tensor<2x1xi8>
    %5 = stablehlo.convert %arg1 : (tensor<2x3xf32>) -> tensor<2x3xi8>
    %6 = stablehlo.convert %arg2 : (tensor<2x2xf32>) -> tensor<2x2xi8>
    %7 = stablehlo.concatenate %4, %5, %6, dim = 1 : (tensor<2x1xi8>, tensor<2x3xi8>, tensor<2x2xi8>) -> tensor<2x6xi8>
    return %0, %3, %7 : tensor<2x13xf32>, tensor<2x3xf32>, tensor<2x6xi8>
  }
}

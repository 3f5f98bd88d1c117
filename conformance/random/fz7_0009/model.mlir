module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<1x7xf32>, %arg2: tensor<f16>) -> (tensor<i8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<-128> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %0 = call @clip(%arg2, %c, %c_0) : (tensor<f16>, tensor<i32>, tensor<i32>) -> tensor<f16>
    %1 = stablehlo.convert %0 : (tensor<f16>) -> tensor<i8>
    return %1 : tensor<i8>
  }
  func.func private @clip(%arg0: tensor<f16>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<f16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f16>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f16>
    %2 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f16>
    %3 = stablehlo.minimum %2, %1 : tensor<f16>
    return %3 : tensor<f16>
  }
}

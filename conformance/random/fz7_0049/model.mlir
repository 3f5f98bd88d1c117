module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0xbf16>, %arg1: tensor<9x9x7xf32>) -> (tensor<9x9x7xi8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<-128> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %0 = call @clip(%arg1, %c, %c_0) : (tensor<9x9x7xf32>, tensor<i32>, tensor<i32>) -> tensor<9x9x7xf32>
    %1 = stablehlo.convert %0 : (tensor<9x9x7xf32>) -> tensor<9x9x7xi8>
    return %1 : tensor<9x9x7xi8>
  }
  func.func private @clip(%arg0: tensor<9x9x7xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<9x9x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<9x9x7xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<9x9x7xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<9x9x7xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<9x9x7xf32>
    return %5 : tensor<9x9x7xf32>
  }
}

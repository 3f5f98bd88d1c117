module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %c : (tensor<8xf32>, tensor<3xf32>, tensor<i32>) -> tensor<8xf32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %0, %arg2, %c_0 : (tensor<8xf32>, tensor<2xf32>, tensor<i32>) -> tensor<8xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.add %1, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
}

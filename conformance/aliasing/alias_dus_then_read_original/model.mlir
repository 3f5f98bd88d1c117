module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>) -> (tensor<8x5xf32> {jax.result_info = "result[0]"}, tensor<8x5xf32> {jax.result_info = "result[1]"}, tensor<8x5xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %arg0, %arg1, %2, %c_1 : (tensor<8x5xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<8x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<8x5xf32>
    %6 = stablehlo.reverse %arg0, dims = [0] : tensor<8x5xf32>
    return %3, %5, %6 : tensor<8x5xf32>, tensor<8x5xf32>, tensor<8x5xf32>
  }
}

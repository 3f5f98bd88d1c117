module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xi32>, %arg2: tensor<6x4xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c), (%arg2 init: %c_0) across dimensions = [0] : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>)
     reducer(%arg3: tensor<f32>, %arg6: tensor<f32>) (%arg4: tensor<i32>, %arg7: tensor<i32>) (%arg5: tensor<i32>, %arg8: tensor<i32>)  {
      %1 = stablehlo.maximum %arg3, %arg6 : tensor<f32>
      %2 = stablehlo.add %arg4, %arg7 : tensor<i32>
      %3 = stablehlo.maximum %arg5, %arg8 : tensor<i32>
      stablehlo.return %1, %2, %3 : tensor<f32>, tensor<i32>, tensor<i32>
    }
    return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<4xi32>, tensor<4xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xi32>, %arg1: tensor<6x3xf32>) -> (tensor<6x3xi32> {jax.result_info = "result[0][0]"}, tensor<6x3xf32> {jax.result_info = "result[0][1]"}, tensor<3x2xi32> {jax.result_info = "result[1][0]"}, tensor<3x2xi32> {jax.result_info = "result[1][1]"}) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
      %2 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<6x3xi32>, tensor<6x3xf32>) -> (tensor<6x3xi32>, tensor<6x3xf32>)
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x3xi32>) -> tensor<3x6xi32>
    %values, %indices = chlo.top_k(%1, k = 2) : tensor<3x6xi32> -> (tensor<3x2xi32>, tensor<3x2xi32>)
    return %0#0, %0#1, %values, %indices : tensor<6x3xi32>, tensor<6x3xf32>, tensor<3x2xi32>, tensor<3x2xi32>
  }
}

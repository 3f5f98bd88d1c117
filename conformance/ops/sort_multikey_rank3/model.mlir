module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2x3xi32>, %arg1: tensor<8x2x3xi8>, %arg2: tensor<8x2x3xf32>) -> (tensor<8x2x3xi32> {jax.result_info = "result[0]"}, tensor<8x2x3xi8> {jax.result_info = "result[1]"}, tensor<8x2x3xf32> {jax.result_info = "result[2]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i8>, %arg6: tensor<i8>, %arg7: tensor<f32>, %arg8: tensor<f32>):
      %1 = stablehlo.compare LT, %arg5, %arg6, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %2 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare EQ, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.and %3, %1 : tensor<i1>
      %5 = stablehlo.or %2, %4 : tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<8x2x3xi32>, tensor<8x2x3xi8>, tensor<8x2x3xf32>) -> (tensor<8x2x3xi32>, tensor<8x2x3xi8>, tensor<8x2x3xf32>)
    return %0#0, %0#1, %0#2 : tensor<8x2x3xi32>, tensor<8x2x3xi8>, tensor<8x2x3xf32>
  }
}

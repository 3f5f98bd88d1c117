module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> (tensor<20xi32> {jax.result_info = "result[0]"}, tensor<20xi32> {jax.result_info = "result[1][0]"}, tensor<20xi32> {jax.result_info = "result[1][1]"}, tensor<20xi32> {jax.result_info = "result[1][2]"}) {
    %0 = call @lexsort(%arg0, %arg1) : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi32>
    %1 = stablehlo.iota dim = 0 : tensor<20xi32>
    %2:3 = "stablehlo.sort"(%arg1, %arg0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %3 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.and %5, %3 : tensor<i1>
      %7 = stablehlo.or %4, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>) -> (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>)
    return %0, %2#0, %2#1, %2#2 : tensor<20xi32>, tensor<20xi32>, tensor<20xi32>, tensor<20xi32>
  }
  func.func private @lexsort(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> tensor<20xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<20xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %2 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.and %4, %2 : tensor<i1>
      %6 = stablehlo.or %3, %5 : tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>) -> (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>)
    return %1#2 : tensor<20xi32>
  }
}

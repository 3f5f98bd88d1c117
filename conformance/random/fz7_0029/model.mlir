module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1x1xi1>) -> (tensor<6x1x1xi1> {jax.result_info = "result[0]"}, tensor<3x1x1xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x1x1xi1>) -> tensor<3xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x0x0xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.select %2, %3, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_9 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_14 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_update_slice %arg0, %1, %4, %7, %10 : (tensor<3x1x1xi1>, tensor<1x0x0xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x1xi1>
    %12 = call @sort(%arg0) : (tensor<3x1x1xi1>) -> tensor<3x1x1xi1>
    %13 = stablehlo.convert %12 : (tensor<3x1x1xi1>) -> tensor<3x1x1xf32>
    %14 = stablehlo.reshape %11 : (tensor<3x1x1xi1>) -> tensor<3xi1>
    %c_15 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<0x1x1xi1>
    %16 = stablehlo.concatenate %12, %15, %12, dim = 0 : (tensor<3x1x1xi1>, tensor<0x1x1xi1>, tensor<3x1x1xi1>) -> tensor<6x1x1xi1>
    return %16, %13 : tensor<6x1x1xi1>, tensor<3x1x1xf32>
  }
  func.func private @sort(%arg0: tensor<3x1x1xi1>) -> tensor<3x1x1xi1> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<3x1x1xi1>) -> tensor<3x1x1xi1>
    return %0 : tensor<3x1x1xi1>
  }
}

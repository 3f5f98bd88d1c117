module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> (tensor<24xi32> {jax.result_info = "result[0]"}, tensor<24xi32> {jax.result_info = "result[1]"}) {
    %0 = call @gcd(%arg0, %arg1) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %1 = call @lcm(%arg0, %arg1) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %0, %1 : tensor<24xi32>, tensor<24xi32>
  }
  func.func private @gcd(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.abs %arg0 : tensor<24xi32>
    %1 = stablehlo.abs %arg1 : tensor<24xi32>
    %2:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %1) : tensor<24xi32>, tensor<24xi32>
    cond {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.or across dimensions = [0] : (tensor<24xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %5 = func.call @_where(%4, %iterArg_0, %iterArg) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %7 = stablehlo.compare NE, %iterArg_0, %6, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %8 = stablehlo.remainder %iterArg, %iterArg_0 : tensor<24xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %9 = func.call @_where_0(%7, %8, %c_2) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
      %10 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %11 = func.call @_where(%10, %9, %5) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
      %12 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %13 = func.call @_where(%12, %5, %9) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
      stablehlo.return %11, %13 : tensor<24xi32>, tensor<24xi32>
    }
    return %2#0 : tensor<24xi32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24xi1>, tensor<24xi32>
    return %0 : tensor<24xi32>
  }
  func.func private @_where_0(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<24xi1>, tensor<24xi32>
    return %1 : tensor<24xi32>
  }
  func.func private @lcm(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.abs %arg0 : tensor<24xi32>
    %1 = stablehlo.abs %arg1 : tensor<24xi32>
    %2 = call @gcd(%0, %1) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %5 = call @floor_divide(%1, %2) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %6 = stablehlo.multiply %0, %5 : tensor<24xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where_1(%4, %c_0, %6) : (tensor<24xi1>, tensor<i32>, tensor<24xi32>) -> tensor<24xi32>
    return %7 : tensor<24xi32>
  }
  func.func private @floor_divide(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<24xi32>
    %1 = stablehlo.sign %arg0 : tensor<24xi32>
    %2 = stablehlo.sign %arg1 : tensor<24xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %7 = stablehlo.and %3, %6 : tensor<24xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<24xi32>
    %10 = call @_where(%7, %9, %0) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %10 : tensor<24xi32>
  }
  func.func private @_where_1(%arg0: tensor<24xi1>, %arg1: tensor<i32>, %arg2: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<24xi1>, tensor<24xi32>
    return %1 : tensor<24xi32>
  }
}

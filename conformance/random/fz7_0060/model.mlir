module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<1x1x6xbf16>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<7xi1> {jax.result_info = "result[1]"}) {
    %0 = call @argsort(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    %1 = stablehlo.slice %arg0 [1:2] : (tensor<8xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %2, %c_0 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %0, %5, sizes = [7] : (tensor<8xi32>, tensor<i32>) -> tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.compare NE, %6, %7, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %9 = stablehlo.convert %8 : tensor<7xi1>
    %c_2 = stablehlo.constant dense<-1268210892> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<35> : tensor<i32>
    %11 = call @remainder(%10, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.shift_left %0, %11 : tensor<8xi32>
    %13 = call @_roll_static(%12) : (tensor<8xi32>) -> tensor<8xi32>
    %14 = stablehlo.negate %13 : tensor<8xi32>
    return %14, %9 : tensor<8xi32>, tensor<7xi1>
  }
  func.func private @argsort(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    return %1#1 : tensor<8xi32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_roll_static(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.slice %arg0 [4:8] : (tensor<8xi32>) -> tensor<4xi32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<8xi32>) -> tensor<4xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
    return %2 : tensor<8xi32>
  }
}

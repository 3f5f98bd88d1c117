module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<1x6x6x6xi32>) -> (tensor<1x6x6x1x2xi8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.reshape %arg1 : (tensor<1x6x6x6xi32>) -> tensor<216xi32>
    %1 = stablehlo.reshape %0 : (tensor<216xi32>) -> tensor<1x6x6x6xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<1x6x6x6xi32>) -> tensor<6x6x6xi32>
    %3 = stablehlo.reshape %1 : (tensor<1x6x6x6xi32>) -> tensor<6x6x6xi32>
    %4 = stablehlo.dot_general %2, %3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x6x6xi32>, tensor<6x6x6xi32>) -> tensor<6x6x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<6x6x6xi32>) -> tensor<1x6x6x6xi32>
    %6 = stablehlo.reshape %arg1 : (tensor<1x6x6x6xi32>) -> tensor<216xi32>
    %7 = stablehlo.slice %6 [115:116] : (tensor<216xi32>) -> tensor<1xi32>
    %8 = stablehlo.reshape %7 : (tensor<1xi32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.clamp %c_0, %8, %c_1 : tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %26 = stablehlo.multiply %5, %25 : tensor<1x6x6x6xi32>
      %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %28 = stablehlo.add %26, %27 : tensor<1x6x6x6xi32>
      %c_5 = stablehlo.constant dense<79> : tensor<i32>
      %29 = func.call @remainder(%28, %c_5) : (tensor<1x6x6x6xi32>, tensor<i32>) -> tensor<1x6x6x6xi32>
      stablehlo.return %29 : tensor<1x6x6x6xi32>
    }, {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %26 = stablehlo.multiply %5, %25 : tensor<1x6x6x6xi32>
      %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %28 = stablehlo.add %26, %27 : tensor<1x6x6x6xi32>
      %c_5 = stablehlo.constant dense<13> : tensor<i32>
      %29 = func.call @remainder(%28, %c_5) : (tensor<1x6x6x6xi32>, tensor<i32>) -> tensor<1x6x6x6xi32>
      stablehlo.return %29 : tensor<1x6x6x6xi32>
    }, {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %26 = stablehlo.multiply %5, %25 : tensor<1x6x6x6xi32>
      %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
      %28 = stablehlo.add %26, %27 : tensor<1x6x6x6xi32>
      %c_5 = stablehlo.constant dense<7> : tensor<i32>
      %29 = func.call @remainder(%28, %c_5) : (tensor<1x6x6x6xi32>, tensor<i32>) -> tensor<1x6x6x6xi32>
      stablehlo.return %29 : tensor<1x6x6x6xi32>
    }) : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %11 = stablehlo.not %10 : tensor<1x6x6x6xi32>
    %12 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %c_2 = stablehlo.constant dense<35> : tensor<i32>
    %14 = call @remainder(%13, %c_2) : (tensor<1x6x6x6xi32>, tensor<i32>) -> tensor<1x6x6x6xi32>
    %15 = stablehlo.shift_right_logical %11, %14 : tensor<1x6x6x6xi32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %16 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.minimum across dimensions = [0, 2] : (tensor<1x6x6x6xi32>, tensor<i32>) -> tensor<6x6xi32>
    %17 = stablehlo.reshape %16 : (tensor<6x6xi32>) -> tensor<36xi32>
    %18 = stablehlo.reshape %17 : (tensor<36xi32>) -> tensor<1x36xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x36xi32>) -> tensor<2x36xi32>
    %20 = stablehlo.reshape %19 : (tensor<2x36xi32>) -> tensor<72xi32>
    %21 = stablehlo.reshape %20 : (tensor<72xi32>) -> tensor<6x6x2x1xi32>
    %22 = stablehlo.dot_general %21, %15, batching_dims = [0] x [2], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x6x2x1xi32>, tensor<1x6x6x6xi32>) -> tensor<6x2x1x1x6xi32>
    %23 = stablehlo.transpose %22, dims = [2, 4, 0, 3, 1] : (tensor<6x2x1x1x6xi32>) -> tensor<1x6x6x1x2xi32>
    %24 = stablehlo.convert %23 : (tensor<1x6x6x1x2xi32>) -> tensor<1x6x6x1x2xi8>
    return %24 : tensor<1x6x6x1x2xi8>
  }
  func.func private @remainder(%arg0: tensor<1x6x6x6xi32>, %arg1: tensor<i32>) -> tensor<1x6x6x6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x6x6x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1x6x6x6xi32>, tensor<1x6x6x6xi32>) -> tensor<1x6x6x6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1x6x6x6xi32>, tensor<1x6x6x6xi32>) -> tensor<1x6x6x6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x6x6x6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x6x6x6xi1>, tensor<1x6x6x6xi1>) -> tensor<1x6x6x6xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x6x6x6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x6x6x6xi32>
    %14 = stablehlo.add %4, %13 : tensor<1x6x6x6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x6x6x6xi1>, tensor<1x6x6x6xi32>
    return %15 : tensor<1x6x6x6xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

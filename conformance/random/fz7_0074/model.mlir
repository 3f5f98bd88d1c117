module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i8>, %arg1: tensor<ui8>) -> (tensor<1xi32> {jax.result_info = "result[0]"}, tensor<i8> {jax.result_info = "result[1]"}, tensor<i1> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.reshape %arg1 : (tensor<ui8>) -> tensor<1xui8>
    %1 = stablehlo.reshape %0 : (tensor<1xui8>) -> tensor<ui8>
    %2 = stablehlo.convert %1 : (tensor<ui8>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_0, %2, %c_1 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %c_3 = stablehlo.constant dense<3> : tensor<ui8>
      %11 = stablehlo.multiply %arg1, %c_3 : tensor<ui8>
      %12 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %13 = stablehlo.add %11, %12 : tensor<ui8>
      %c_4 = stablehlo.constant dense<89> : tensor<i32>
      %14 = func.call @remainder(%13, %c_4) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %14 : tensor<ui8>
    }, {
      %c_3 = stablehlo.constant dense<4> : tensor<ui8>
      %11 = stablehlo.multiply %arg1, %c_3 : tensor<ui8>
      %12 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %13 = stablehlo.add %11, %12 : tensor<ui8>
      %c_4 = stablehlo.constant dense<83> : tensor<i32>
      %14 = func.call @remainder(%13, %c_4) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %14 : tensor<ui8>
    }, {
      %c_3 = stablehlo.constant dense<2> : tensor<ui8>
      %11 = stablehlo.multiply %arg1, %c_3 : tensor<ui8>
      %12 = stablehlo.convert %c : (tensor<i32>) -> tensor<ui8>
      %13 = stablehlo.add %11, %12 : tensor<ui8>
      %c_4 = stablehlo.constant dense<30> : tensor<i32>
      %14 = func.call @remainder(%13, %c_4) : (tensor<ui8>, tensor<i32>) -> tensor<ui8>
      stablehlo.return %14 : tensor<ui8>
    }) : (tensor<i32>) -> tensor<ui8>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %7 = stablehlo.convert %6 : tensor<i1>
    %8 = stablehlo.convert %arg1 : (tensor<ui8>) -> tensor<i32>
    %9 = stablehlo.convert %4 : (tensor<ui8>) -> tensor<i8>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %10, %9, %7 : tensor<1xi32>, tensor<i8>, tensor<i1>
  }
  func.func private @remainder(%arg0: tensor<ui8>, %arg1: tensor<i32>) -> tensor<ui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.remainder %arg0, %2 : tensor<ui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %4 = stablehlo.compare NE, %3, %c_1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.compare LT, %3, %c_2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %6 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<ui8>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<ui8>
    return %10 : tensor<ui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
}

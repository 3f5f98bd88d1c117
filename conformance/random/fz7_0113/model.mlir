module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2xi1>, %arg1: tensor<9x4x4xi32>, %arg2: tensor<2xi1>) -> (tensor<9x4x4xi8> {jax.result_info = "result[0]"}, tensor<9x4x4xui8> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.compare GE, %arg1, %arg1, SIGNED : (tensor<9x4x4xi32>, tensor<9x4x4xi32>) -> tensor<9x4x4xi1>
    %1 = stablehlo.convert %arg1 : (tensor<9x4x4xi32>) -> tensor<9x4x4xi8>
    %2 = stablehlo.reshape %0 : (tensor<9x4x4xi1>) -> tensor<144xi1>
    %3 = stablehlo.slice %2 [0:12] : (tensor<144xi1>) -> tensor<12xi1>
    %4 = stablehlo.reshape %3 : (tensor<12xi1>) -> tensor<6x1x2xi1>
    %5 = stablehlo.convert %4 : (tensor<6x1x2xi1>) -> tensor<6x1x2xi8>
    %6 = stablehlo.reshape %1 : (tensor<9x4x4xi8>) -> tensor<144xi8>
    %7 = stablehlo.slice %6 [129:130] : (tensor<144xi8>) -> tensor<1xi8>
    %8 = stablehlo.reshape %7 : (tensor<1xi8>) -> tensor<i8>
    %9 = stablehlo.convert %8 : (tensor<i8>) -> tensor<i32>
    %10 = stablehlo.reshape %1 : (tensor<9x4x4xi8>) -> tensor<144xi8>
    %11 = stablehlo.slice %10 [42:43] : (tensor<144xi8>) -> tensor<1xi8>
    %12 = stablehlo.reshape %11 : (tensor<1xi8>) -> tensor<i8>
    %13 = stablehlo.convert %12 : (tensor<i8>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %9, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %15 = stablehlo.add %9, %c_0 : tensor<i32>
    %16 = stablehlo.select %14, %15, %9 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %13, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.add %13, %c_2 : tensor<i32>
    %19 = stablehlo.select %17, %18, %13 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %22 = stablehlo.select %20, %21, %c_7 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_update_slice %1, %5, %16, %19, %22 : (tensor<9x4x4xi8>, tensor<6x1x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x4x4xi8>
    %24 = stablehlo.convert %0 : (tensor<9x4x4xi1>) -> tensor<9x4x4xi8>
    %25:2 = "stablehlo.sort"(%23, %24) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i8>, %arg4: tensor<i8>, %arg5: tensor<i8>, %arg6: tensor<i8>):
      %33 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %33 : tensor<i1>
    }) : (tensor<9x4x4xi8>, tensor<9x4x4xi8>) -> (tensor<9x4x4xi8>, tensor<9x4x4xi8>)
    %26 = stablehlo.multiply %25#0, %25#0 : tensor<9x4x4xi8>
    %27 = stablehlo.convert %26 : (tensor<9x4x4xi8>) -> tensor<9x4x4xui8>
    %28 = stablehlo.iota dim = 1 : tensor<9x4x4xi32>
    %29 = stablehlo.iota dim = 2 : tensor<9x4x4xi32>
    %30 = stablehlo.compare GE, %28, %29, SIGNED : (tensor<9x4x4xi32>, tensor<9x4x4xi32>) -> tensor<9x4x4xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i8>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i8>) -> tensor<9x4x4xi8>
    %32 = call @_where(%30, %23, %31) : (tensor<9x4x4xi1>, tensor<9x4x4xi8>, tensor<9x4x4xi8>) -> tensor<9x4x4xi8>
    return %32, %27 : tensor<9x4x4xi8>, tensor<9x4x4xui8>
  }
  func.func private @_where(%arg0: tensor<9x4x4xi1>, %arg1: tensor<9x4x4xi8>, %arg2: tensor<9x4x4xi8>) -> tensor<9x4x4xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9x4x4xi1>, tensor<9x4x4xi8>
    return %0 : tensor<9x4x4xi8>
  }
}

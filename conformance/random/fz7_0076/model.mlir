module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4x8xui8>) -> (tensor<1x0x8xui8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<> : tensor<0x4x7xui8>
    %0 = stablehlo.iota dim = 0 : tensor<4x4x8xui8>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4x8xui8>
    %2 = stablehlo.reshape %1 : (tensor<4x4x8xui8>) -> tensor<128xui8>
    %3 = stablehlo.slice %2 [10:11] : (tensor<128xui8>) -> tensor<1xui8>
    %4 = stablehlo.reshape %3 : (tensor<1xui8>) -> tensor<ui8>
    %5 = stablehlo.convert %4 : (tensor<ui8>) -> tensor<i32>
    %6 = stablehlo.reshape %1 : (tensor<4x4x8xui8>) -> tensor<128xui8>
    %7 = stablehlo.slice %6 [19:20] : (tensor<128xui8>) -> tensor<1xui8>
    %8 = stablehlo.reshape %7 : (tensor<1xui8>) -> tensor<ui8>
    %9 = stablehlo.convert %8 : (tensor<ui8>) -> tensor<i32>
    %10 = stablehlo.reshape %1 : (tensor<4x4x8xui8>) -> tensor<128xui8>
    %11 = stablehlo.slice %10 [113:114] : (tensor<128xui8>) -> tensor<1xui8>
    %12 = stablehlo.reshape %11 : (tensor<1xui8>) -> tensor<ui8>
    %13 = stablehlo.convert %12 : (tensor<ui8>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %15 = stablehlo.add %5, %c_1 : tensor<i32>
    %16 = stablehlo.select %14, %15, %5 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %9, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.add %9, %c_3 : tensor<i32>
    %19 = stablehlo.select %17, %18, %9 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %13, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %21 = stablehlo.add %13, %c_5 : tensor<i32>
    %22 = stablehlo.select %20, %21, %13 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_update_slice %1, %c, %16, %19, %22 : (tensor<4x4x8xui8>, tensor<0x4x7xui8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xui8>
    %24 = stablehlo.slice %23 [1:2:2, 4:4, 0:8] : (tensor<4x4x8xui8>) -> tensor<1x0x8xui8>
    %25 = stablehlo.reverse %24, dims = [0, 2] : tensor<1x0x8xui8>
    %26 = stablehlo.reshape %23 : (tensor<4x4x8xui8>) -> tensor<128xui8>
    %c_6 = stablehlo.constant dense<0> : tensor<ui8>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui8>) -> tensor<1x0x8xui8>
    %c_7 = stablehlo.constant dense<11> : tensor<i32>
    %28 = call @remainder(%27, %c_7) : (tensor<1x0x8xui8>, tensor<i32>) -> tensor<1x0x8xui8>
    %29 = stablehlo.shift_right_logical %25, %28 : tensor<1x0x8xui8>
    %30 = stablehlo.iota dim = 0 : tensor<1x0x8xui8>
    %31 = stablehlo.add %29, %30 : tensor<1x0x8xui8>
    return %31 : tensor<1x0x8xui8>
  }
  func.func private @remainder(%arg0: tensor<1x0x8xui8>, %arg1: tensor<i32>) -> tensor<1x0x8xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<1x0x8xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x0x8xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<1x0x8xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<1x0x8xui8>, tensor<1x0x8xui8>) -> tensor<1x0x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<1x0x8xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<1x0x8xui8>, tensor<1x0x8xui8>) -> tensor<1x0x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x0x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x0x8xi1>, tensor<1x0x8xi1>) -> tensor<1x0x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x0x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<1x0x8xui8>
    %14 = stablehlo.add %4, %13 : tensor<1x0x8xui8>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x0x8xi1>, tensor<1x0x8xui8>
    return %15 : tensor<1x0x8xui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
}

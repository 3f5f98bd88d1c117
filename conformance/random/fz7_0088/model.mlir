module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3xui32>, %arg1: tensor<1x1x2x9xf32>, %arg2: tensor<8x5xi32>) -> (tensor<11xi32> {jax.result_info = "result[0]"}, tensor<2x1xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg2 : (tensor<8x5xi32>) -> tensor<1x8x1x5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x8x1x5xi32>) -> tensor<1x8x2x5xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x2x5xi32>) -> tensor<8x10xi32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<8x10xi32>) -> tensor<10x8xi32>
    %4 = stablehlo.reshape %3 : (tensor<10x8xi32>) -> tensor<80xi32>
    %5 = stablehlo.slice %4 [74:75] : (tensor<80xi32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %8 = stablehlo.add %6, %c_0 : tensor<i32>
    %9 = stablehlo.select %7, %8, %6 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %12 = stablehlo.select %10, %11, %c_5 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg2, %9, %12, sizes = [2, 1] : (tensor<8x5xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_pad(%3, %c_6) : (tensor<10x8xi32>, tensor<i32>) -> tensor<11x11xi32>
    %15 = stablehlo.iota dim = 0 : tensor<11xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<11xi32>) -> tensor<1x11xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x11xi32>) -> tensor<11x11xi32>
    %18 = stablehlo.multiply %14, %17 : tensor<11x11xi32>
    %19 = stablehlo.slice %18 [5:6, 0:11] : (tensor<11x11xi32>) -> tensor<1x11xi32>
    %20 = stablehlo.reshape %19 : (tensor<1x11xi32>) -> tensor<11xi32>
    return %20, %13 : tensor<11xi32>, tensor<2x1xi32>
  }
  func.func private @_pad(%arg0: tensor<10x8xi32>, %arg1: tensor<i32>) -> tensor<11x11xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<10x8xi32>) -> tensor<1x8xi32>
    %1 = stablehlo.slice %arg0 [1:2, 0:8] : (tensor<10x8xi32>) -> tensor<1x8xi32>
    %2 = call @_flip(%1) : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %3 = stablehlo.concatenate %2, %arg0, dim = 0 : (tensor<1x8xi32>, tensor<10x8xi32>) -> tensor<11x8xi32>
    %4 = stablehlo.slice %3 [10:11, 0:8] : (tensor<11x8xi32>) -> tensor<1x8xi32>
    %5 = stablehlo.slice %3 [0:11, 0:1] : (tensor<11x8xi32>) -> tensor<11x1xi32>
    %6 = stablehlo.slice %3 [0:11, 1:3] : (tensor<11x8xi32>) -> tensor<11x2xi32>
    %7 = call @_flip_0(%6) : (tensor<11x2xi32>) -> tensor<11x2xi32>
    %8 = stablehlo.concatenate %7, %3, dim = 1 : (tensor<11x2xi32>, tensor<11x8xi32>) -> tensor<11x10xi32>
    %9 = stablehlo.slice %8 [0:11, 9:10] : (tensor<11x10xi32>) -> tensor<11x1xi32>
    %10 = stablehlo.slice %8 [0:11, 8:9] : (tensor<11x10xi32>) -> tensor<11x1xi32>
    %11 = call @_flip_1(%10) : (tensor<11x1xi32>) -> tensor<11x1xi32>
    %12 = stablehlo.concatenate %8, %11, dim = 1 : (tensor<11x10xi32>, tensor<11x1xi32>) -> tensor<11x11xi32>
    return %12 : tensor<11x11xi32>
  }
  func.func private @_flip(%arg0: tensor<1x8xi32>) -> tensor<1x8xi32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
  func.func private @_flip_0(%arg0: tensor<11x2xi32>) -> tensor<11x2xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<11x2xi32>
    return %0 : tensor<11x2xi32>
  }
  func.func private @_flip_1(%arg0: tensor<11x1xi32>) -> tensor<11x1xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<11x1xi32>
    return %0 : tensor<11x1xi32>
  }
}

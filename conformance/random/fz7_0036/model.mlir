module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui8>) -> (tensor<5xui32> {jax.result_info = "result[0]"}, tensor<4xui8> {jax.result_info = "result[1]"}) {
    %0 = call @_flip(%arg0) : (tensor<4xui8>) -> tensor<4xui8>
    %1 = stablehlo.convert %0 : (tensor<4xui8>) -> tensor<4xui32>
    %2 = stablehlo.slice %1 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.add %4, %c_0 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %7, sizes = [4] : (tensor<4xui8>, tensor<i32>) -> tensor<4xui8>
    %9 = stablehlo.not %8 : tensor<4xui8>
    %c_1 = stablehlo.constant dense<3> : tensor<ui8>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %11 = stablehlo.minimum %0, %10 : tensor<4xui8>
    %c_2 = stablehlo.constant dense<3> : tensor<ui8>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %13 = stablehlo.clamp %11, %9, %12 : tensor<4xui8>
    %c_3 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %14 = "stablehlo.reduce_window"(%1, %c_3) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %15 = stablehlo.minimum %arg1, %arg2 : tensor<ui32>
      stablehlo.return %15 : tensor<ui32>
    }) : (tensor<4xui32>, tensor<ui32>) -> tensor<5xui32>
    return %14, %13 : tensor<5xui32>, tensor<4xui8>
  }
  func.func private @_flip(%arg0: tensor<4xui8>) -> tensor<4xui8> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xui8>
    return %0 : tensor<4xui8>
  }
}

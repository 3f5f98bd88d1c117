module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x8x8xi8>, %arg1: tensor<0x8xi1>) -> (tensor<9x1x1xi32> {jax.result_info = "result[0]"}, tensor<8x8x3xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<9x8x8xi8>) -> tensor<576xi8>
    %1 = stablehlo.reshape %0 : (tensor<576xi8>) -> tensor<1x576xi8>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x576xi8>) -> tensor<3x576xi8>
    %3 = stablehlo.reshape %2 : (tensor<3x576xi8>) -> tensor<1728xi8>
    %4 = stablehlo.reshape %3 : (tensor<1728xi8>) -> tensor<8x3x8x9xi8>
    %5 = stablehlo.dot_general %arg0, %4, batching_dims = [2, 1] x [2, 0], contracting_dims = [0] x [3], precision = [DEFAULT, DEFAULT] : (tensor<9x8x8xi8>, tensor<8x3x8x9xi8>) -> tensor<8x8x3xi32>
    %6 = stablehlo.convert %arg0 : (tensor<9x8x8xi8>) -> tensor<9x8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.reduce(%6 init: %c) applies stablehlo.add across dimensions = [1, 2] : (tensor<9x8x8xi32>, tensor<i32>) -> tensor<9xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<9xi32>) -> tensor<9x1x1xi32>
    %9 = call @argmax(%8) : (tensor<9x1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<9x1xi32>) -> tensor<9x1x1xi32>
    return %10, %5 : tensor<9x1x1xi32>, tensor<8x8x3xi32>
  }
  func.func private @argmax(%arg0: tensor<9x1x1xi32>) -> tensor<9x1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<9x1x1xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<9x1x1xi32>, tensor<9x1x1xi32>, tensor<i32>, tensor<i32>) -> (tensor<9x1xi32>, tensor<9x1xi32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<9x1xi32>
  }
}

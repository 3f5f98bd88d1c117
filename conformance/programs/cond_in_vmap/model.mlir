module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi1>, %arg1: tensor<6x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6xi1>) -> tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.compare EQ, %0, %1, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xi1>) -> tensor<6x4xi1>
    %4 = stablehlo.select %3, %arg1, %arg1 : tensor<6x4xi1>, tensor<6x4xf32>
    %5 = stablehlo.cosine %4 : tensor<6x4xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.compare EQ, %0, %6, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xi1>) -> tensor<6x4xi1>
    %9 = stablehlo.select %8, %arg1, %arg1 : tensor<6x4xi1>, tensor<6x4xf32>
    %10 = stablehlo.sine %9 : tensor<6x4xf32>
    %11 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xi32>) -> tensor<6x4xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x4xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %14 = stablehlo.select %13, %5, %10 : tensor<6x4xi1>, tensor<6x4xf32>
    return %14 : tensor<6x4xf32>
  }
}

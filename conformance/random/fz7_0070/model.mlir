module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<1xui32>, %arg2: tensor<2x9xi32>) -> (tensor<2x2xi1> {jax.result_info = "result[0]"}, tensor<2x2xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg2, k = 2) : tensor<2x9xi32> -> (tensor<2x2xi32>, tensor<2x2xi32>)
    %0 = stablehlo.reshape %indices : (tensor<2x2xi32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %5 = stablehlo.add %1, %4 : tensor<0xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<0xi1>, tensor<0xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    %8 = stablehlo.compare LT, %indices, %indices, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    return %8, %values : tensor<2x2xi1>, tensor<2x2xi32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x9xi32>) -> (tensor<2x7x9xi32> {jax.result_info = "result[0]"}, tensor<7x2x9xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x7x9xi32>) -> tensor<2x7x9xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x9xf32>
    %2 = stablehlo.compare GT, %0, %1, FLOAT : (tensor<2x7x9xf32>, tensor<2x7x9xf32>) -> tensor<2x7x9xi1>
    %3 = call @_where(%2, %arg0, %arg0) : (tensor<2x7x9xi1>, tensor<2x7x9xi32>, tensor<2x7x9xi32>) -> tensor<2x7x9xi32>
    %4 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x7x9xi32>) -> tensor<7x2x9xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x7x9xi32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x7x9xi32>
    %7 = stablehlo.clamp %5, %3, %6 : tensor<2x7x9xi32>
    return %7, %4 : tensor<2x7x9xi32>, tensor<7x2x9xi32>
  }
  func.func private @_where(%arg0: tensor<2x7x9xi1>, %arg1: tensor<2x7x9xi32>, %arg2: tensor<2x7x9xi32>) -> tensor<2x7x9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x7x9xi1>, tensor<2x7x9xi32>
    return %0 : tensor<2x7x9xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x72xf32>) -> (tensor<64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<64x72xi32>
    %1 = stablehlo.iota dim = 1 : tensor<64x72xi32>
    %2 = stablehlo.compare GE, %0, %1, SIGNED : (tensor<64x72xi32>, tensor<64x72xi32>) -> tensor<64x72xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = call @_where(%2, %arg0, %cst) : (tensor<64x72xi1>, tensor<64x72xf32>, tensor<f32>) -> tensor<64x72xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<64x72xf32>, tensor<f32>) -> tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<64x72xi1>, %arg1: tensor<64x72xf32>, %arg2: tensor<f32>) -> tensor<64x72xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x72xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64x72xi1>, tensor<64x72xf32>
    return %2 : tensor<64x72xf32>
  }
}

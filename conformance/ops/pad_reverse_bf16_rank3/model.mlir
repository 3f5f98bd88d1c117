module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xbf16>) -> (tensor<5x6x13xbf16> {jax.result_info = "result[0]"}, tensor<3x4x5xbf16> {jax.result_info = "result[1]"}, tensor<3x2x4xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [1, 0, -1], high = [-1, 2, 1], interior = [1, 0, 2] : (tensor<3x4x5xbf16>, tensor<bf16>) -> tensor<5x6x13xbf16>
    %1 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<3x4x5xbf16>
    %2 = stablehlo.slice %arg0 [0:3, 0:4:2, 1:5] : (tensor<3x4x5xbf16>) -> tensor<3x2x4xbf16>
    %3 = stablehlo.reverse %2, dims = [0] : tensor<3x2x4xbf16>
    return %0, %1, %3 : tensor<5x6x13xbf16>, tensor<3x4x5xbf16>, tensor<3x2x4xbf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x48xi8>, %arg1: tensor<24x40xf16>, %arg2: tensor<12x20x8xf64>, %arg3: tensor<4x24x20xbf16>) -> (tensor<48x40xi8> {jax.result_info = "result[0]"}, tensor<40x24xf16> {jax.result_info = "result[1]"}, tensor<20x12x8xf64> {jax.result_info = "result[2]"}, tensor<20x24x4xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<40x48xi8>) -> tensor<48x40xi8>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<24x40xf16>) -> tensor<40x24xf16>
    %2 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<12x20x8xf64>) -> tensor<20x12x8xf64>
    %3 = stablehlo.transpose %arg3, dims = [2, 1, 0] : (tensor<4x24x20xbf16>) -> tensor<20x24x4xbf16>
    return %0, %1, %2, %3 : tensor<48x40xi8>, tensor<40x24xf16>, tensor<20x12x8xf64>, tensor<20x24x4xbf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<48x80xi8>, %arg1: tensor<40x72xf16>, %arg2: tensor<20x36x8xf64>, %arg3: tensor<6x40x34xbf16>) -> (tensor<80x48xi8> {jax.result_info = "result[0]"}, tensor<72x40xf16> {jax.result_info = "result[1]"}, tensor<36x20x8xf64> {jax.result_info = "result[2]"}, tensor<34x40x6xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<48x80xi8>) -> tensor<80x48xi8>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<40x72xf16>) -> tensor<72x40xf16>
    %2 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<20x36x8xf64>) -> tensor<36x20x8xf64>
    %3 = stablehlo.transpose %arg3, dims = [2, 1, 0] : (tensor<6x40x34xbf16>) -> tensor<34x40x6xbf16>
    return %0, %1, %2, %3 : tensor<80x48xi8>, tensor<72x40xf16>, tensor<36x20x8xf64>, tensor<34x40x6xbf16>
  }
}

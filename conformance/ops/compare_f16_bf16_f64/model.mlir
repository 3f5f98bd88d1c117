module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf16>, %arg1: tensor<7xbf16>, %arg2: tensor<7xf64>) -> (tensor<7xi1> {jax.result_info = "result[0]"}, tensor<7xi1> {jax.result_info = "result[1]"}, tensor<7xi1> {jax.result_info = "result[2]"}, tensor<7xi1> {jax.result_info = "result[3]"}, tensor<7xi1> {jax.result_info = "result[4]"}, tensor<7xi1> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<7xf16>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<7xf16>, tensor<7xf16>) -> tensor<7xi1>
    %2 = stablehlo.reverse %arg0, dims = [0] : tensor<7xf16>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<7xf16>, tensor<7xf16>) -> tensor<7xi1>
    %4 = stablehlo.reverse %arg1, dims = [0] : tensor<7xbf16>
    %5 = stablehlo.compare GT, %arg1, %4, FLOAT : (tensor<7xbf16>, tensor<7xbf16>) -> tensor<7xi1>
    %6 = stablehlo.reverse %arg1, dims = [0] : tensor<7xbf16>
    %7 = stablehlo.compare NE, %arg1, %6, FLOAT : (tensor<7xbf16>, tensor<7xbf16>) -> tensor<7xi1>
    %8 = stablehlo.reverse %arg2, dims = [0] : tensor<7xf64>
    %9 = stablehlo.compare LE, %arg2, %8, FLOAT : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xi1>
    %10 = stablehlo.reverse %arg2, dims = [0] : tensor<7xf64>
    %11 = stablehlo.compare EQ, %arg2, %10, FLOAT : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xi1>
    return %1, %3, %5, %7, %9, %11 : tensor<7xi1>, tensor<7xi1>, tensor<7xi1>, tensor<7xi1>, tensor<7xi1>, tensor<7xi1>
  }
}

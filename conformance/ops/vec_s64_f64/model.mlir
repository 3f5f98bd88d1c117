module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xi64>, %arg1: tensor<512xi64>, %arg2: tensor<512xf64>, %arg3: tensor<512xf64>) -> (tensor<512xi64> {jax.result_info = "result[0]"}, tensor<512xi64> {jax.result_info = "result[1]"}, tensor<512xi64> {jax.result_info = "result[2]"}, tensor<512xi64> {jax.result_info = "result[3]"}, tensor<512xf64> {jax.result_info = "result[4]"}, tensor<512xi64> {jax.result_info = "result[5]"}, tensor<512xf64> {jax.result_info = "result[6]"}, tensor<512xf64> {jax.result_info = "result[7]"}, tensor<512xf64> {jax.result_info = "result[8]"}, tensor<512xf64> {jax.result_info = "result[9]"}, tensor<512xf64> {jax.result_info = "result[10]"}, tensor<512xf32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<512xi64>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<512xi64>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<512xi64>
    %c = stablehlo.constant dense<127> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<512xi64>
    %4 = stablehlo.and %arg1, %3 : tensor<512xi64>
    %5 = stablehlo.shift_right_arithmetic %arg0, %4 : tensor<512xi64>
    %6 = stablehlo.convert %arg0 : (tensor<512xi64>) -> tensor<512xf64>
    %7 = stablehlo.convert %arg2 : (tensor<512xf64>) -> tensor<512xi64>
    %8 = stablehlo.multiply %arg2, %arg3 : tensor<512xf64>
    %9 = stablehlo.add %8, %arg2 : tensor<512xf64>
    %10 = stablehlo.exponential %arg2 : tensor<512xf64>
    %11 = stablehlo.log %arg2 : tensor<512xf64>
    %12 = stablehlo.sqrt %arg2 : tensor<512xf64>
    %13 = stablehlo.maximum %arg2, %arg3 : tensor<512xf64>
    %14 = stablehlo.convert %arg2 : (tensor<512xf64>) -> tensor<512xf32>
    return %0, %1, %2, %5, %6, %7, %9, %10, %11, %12, %13, %14 : tensor<512xi64>, tensor<512xi64>, tensor<512xi64>, tensor<512xi64>, tensor<512xf64>, tensor<512xi64>, tensor<512xf64>, tensor<512xf64>, tensor<512xf64>, tensor<512xf64>, tensor<512xf64>, tensor<512xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xi8>) -> (tensor<32xf32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]"}, tensor<32xf32> {jax.result_info = "result[2]"}, tensor<32xf32> {jax.result_info = "result[3]"}, tensor<32xf32> {jax.result_info = "result[4]"}, tensor<32xf32> {jax.result_info = "result[5]"}, tensor<32xf32> {jax.result_info = "result[6]"}, tensor<32xi8> {jax.result_info = "result[7]"}, tensor<32xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf8E3M4>
    %1 = stablehlo.convert %0 : (tensor<32xf8E3M4>) -> tensor<32xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf8E4M3>
    %3 = stablehlo.convert %2 : (tensor<32xf8E4M3>) -> tensor<32xf32>
    %4 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf8E8M0FNU>
    %5 = stablehlo.convert %4 : (tensor<32xf8E8M0FNU>) -> tensor<32xf32>
    %6 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf4E2M1FN>
    %7 = stablehlo.convert %6 : (tensor<32xf4E2M1FN>) -> tensor<32xf32>
    %8 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf8E4M3B11FNUZ>
    %9 = stablehlo.convert %8 : (tensor<32xf8E4M3B11FNUZ>) -> tensor<32xf32>
    %10 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf8E5M2FNUZ>
    %11 = stablehlo.convert %10 : (tensor<32xf8E5M2FNUZ>) -> tensor<32xf32>
    %12 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf4E2M1FN>
    %13 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xf4E2M1FN>
    %14 = stablehlo.add %12, %13 : tensor<32xf4E2M1FN>
    %15 = stablehlo.convert %14 : (tensor<32xf4E2M1FN>) -> tensor<32xf32>
    %16 = stablehlo.convert %arg1 : (tensor<32xi8>) -> tensor<32xi2>
    %17 = stablehlo.convert %16 : (tensor<32xi2>) -> tensor<32xi8>
    %18 = stablehlo.convert %arg1 : (tensor<32xi8>) -> tensor<32xui2>
    %19 = stablehlo.convert %18 : (tensor<32xui2>) -> tensor<32xi32>
    return %1, %3, %5, %7, %9, %11, %15, %17, %19 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xi8>, tensor<32xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<34xf32>, %arg1: tensor<34xi8>) -> (tensor<34xf32> {jax.result_info = "result[0]"}, tensor<34xf32> {jax.result_info = "result[1]"}, tensor<34xf32> {jax.result_info = "result[2]"}, tensor<34xf32> {jax.result_info = "result[3]"}, tensor<34xf16> {jax.result_info = "result[4]"}, tensor<34xi8> {jax.result_info = "result[5]"}, tensor<34xi32> {jax.result_info = "result[6]"}, tensor<34xui8> {jax.result_info = "result[7]"}, tensor<34xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<34xf8E4M3FN>) -> tensor<34xf32>
    %2 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E5M2>
    %3 = stablehlo.convert %2 : (tensor<34xf8E5M2>) -> tensor<34xf32>
    %4 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E4M3FN>
    %5 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E4M3FN>
    %6 = stablehlo.multiply %4, %5 : tensor<34xf8E4M3FN>
    %7 = stablehlo.convert %6 : (tensor<34xf8E4M3FN>) -> tensor<34xf32>
    %8 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E4M3FNUZ>
    %9 = stablehlo.convert %8 : (tensor<34xf8E4M3FNUZ>) -> tensor<34xf32>
    %10 = stablehlo.convert %arg0 : (tensor<34xf32>) -> tensor<34xf8E5M2>
    %11 = stablehlo.convert %10 : (tensor<34xf8E5M2>) -> tensor<34xf16>
    %12 = stablehlo.convert %arg1 : (tensor<34xi8>) -> tensor<34xi4>
    %13 = stablehlo.convert %12 : (tensor<34xi4>) -> tensor<34xi8>
    %14 = stablehlo.convert %arg1 : (tensor<34xi8>) -> tensor<34xi4>
    %15 = stablehlo.convert %arg1 : (tensor<34xi8>) -> tensor<34xi4>
    %16 = stablehlo.add %14, %15 : tensor<34xi4>
    %17 = stablehlo.convert %16 : (tensor<34xi4>) -> tensor<34xi32>
    %18 = stablehlo.convert %arg1 : (tensor<34xi8>) -> tensor<34xui4>
    %19 = stablehlo.convert %18 : (tensor<34xui4>) -> tensor<34xui8>
    %20 = stablehlo.convert %arg1 : (tensor<34xi8>) -> tensor<34xi4>
    %21 = stablehlo.convert %20 : (tensor<34xi4>) -> tensor<34xf32>
    return %1, %3, %7, %9, %11, %13, %17, %19, %21 : tensor<34xf32>, tensor<34xf32>, tensor<34xf32>, tensor<34xf32>, tensor<34xf16>, tensor<34xi8>, tensor<34xi32>, tensor<34xui8>, tensor<34xf32>
  }
}

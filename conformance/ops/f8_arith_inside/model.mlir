module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>, %arg1: tensor<24xf32>) -> (tensor<24xf32> {jax.result_info = "result[0]"}, tensor<24xf32> {jax.result_info = "result[1]"}, tensor<24xf32> {jax.result_info = "result[2]"}, tensor<24xf32> {jax.result_info = "result[3]"}, tensor<24xf32> {jax.result_info = "result[4]"}, tensor<24xf32> {jax.result_info = "result[5]"}, tensor<24xf32> {jax.result_info = "result[6]"}, tensor<24xf32> {jax.result_info = "result[7]"}, tensor<24xf32> {jax.result_info = "result[8]"}, tensor<24xf32> {jax.result_info = "result[9]"}, tensor<24xi1> {jax.result_info = "result[10]"}, tensor<24xi32> {jax.result_info = "result[11]"}, tensor<24xbf16> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf8E5M2>
    %1 = stablehlo.convert %arg1 : (tensor<24xf32>) -> tensor<24xf8E5M2>
    %2 = stablehlo.add %0, %1 : tensor<24xf8E5M2>
    %3 = stablehlo.multiply %0, %1 : tensor<24xf8E5M2>
    %4 = stablehlo.divide %0, %1 : tensor<24xf8E5M2>
    %5 = stablehlo.maximum %0, %1 : tensor<24xf8E5M2>
    %6 = stablehlo.exponential %0 : tensor<24xf8E5M2>
    %7 = stablehlo.abs %0 : tensor<24xf8E5M2>
    %8 = stablehlo.sqrt %7 : tensor<24xf8E5M2>
    %9 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf8E4M3FN>
    %10 = stablehlo.convert %arg1 : (tensor<24xf32>) -> tensor<24xf8E4M3FN>
    %11 = stablehlo.add %9, %10 : tensor<24xf8E4M3FN>
    %12 = stablehlo.subtract %9, %10 : tensor<24xf8E4M3FN>
    %13 = stablehlo.multiply %9, %10 : tensor<24xf8E4M3FN>
    %14 = stablehlo.minimum %9, %10 : tensor<24xf8E4M3FN>
    %15 = stablehlo.convert %2 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %16 = stablehlo.convert %3 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %17 = stablehlo.convert %4 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %18 = stablehlo.convert %5 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %19 = stablehlo.convert %6 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %20 = stablehlo.convert %8 : (tensor<24xf8E5M2>) -> tensor<24xf32>
    %21 = stablehlo.convert %11 : (tensor<24xf8E4M3FN>) -> tensor<24xf32>
    %22 = stablehlo.convert %12 : (tensor<24xf8E4M3FN>) -> tensor<24xf32>
    %23 = stablehlo.convert %13 : (tensor<24xf8E4M3FN>) -> tensor<24xf32>
    %24 = stablehlo.convert %14 : (tensor<24xf8E4M3FN>) -> tensor<24xf32>
    %25 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf8E4M3FN>
    %26 = stablehlo.convert %arg1 : (tensor<24xf32>) -> tensor<24xf8E4M3FN>
    %27 = stablehlo.compare LT, %25, %26, FLOAT : (tensor<24xf8E4M3FN>, tensor<24xf8E4M3FN>) -> tensor<24xi1>
    %28 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf8E5M2>
    %29 = stablehlo.convert %28 : (tensor<24xf8E5M2>) -> tensor<24xi32>
    %30 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf8E4M3FN>
    %31 = stablehlo.convert %30 : (tensor<24xf8E4M3FN>) -> tensor<24xbf16>
    return %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %27, %29, %31 : tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xi1>, tensor<24xi32>, tensor<24xbf16>
  }
}

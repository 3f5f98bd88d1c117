module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>) -> (tensor<1024xi8> {jax.result_info = "result[0]"}, tensor<1024xui8> {jax.result_info = "result[1]"}, tensor<1024xi16> {jax.result_info = "result[2]"}, tensor<1024xui16> {jax.result_info = "result[3]"}, tensor<1024xi32> {jax.result_info = "result[4]"}, tensor<1024xui32> {jax.result_info = "result[5]"}, tensor<1024xf16> {jax.result_info = "result[6]"}, tensor<1024xbf16> {jax.result_info = "result[7]"}, tensor<1024xi1> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xi8>
    %1 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xui8>
    %2 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xi16>
    %3 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xui16>
    %4 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xi32>
    %5 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xui32>
    %6 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xf16>
    %7 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %9 = stablehlo.compare NE, %arg0, %8, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %10 = stablehlo.convert %9 : tensor<1024xi1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %10 : tensor<1024xi8>, tensor<1024xui8>, tensor<1024xi16>, tensor<1024xui16>, tensor<1024xi32>, tensor<1024xui32>, tensor<1024xf16>, tensor<1024xbf16>, tensor<1024xi1>
  }
}

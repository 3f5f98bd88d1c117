module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi32>) -> (tensor<16xi8> {jax.result_info = "result[0]"}, tensor<16xui8> {jax.result_info = "result[1]"}, tensor<16xi16> {jax.result_info = "result[2]"}, tensor<16xui16> {jax.result_info = "result[3]"}, tensor<16xui32> {jax.result_info = "result[4]"}, tensor<16xui64> {jax.result_info = "result[5]"}, tensor<16xi64> {jax.result_info = "result[6]"}, tensor<16xi1> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xi8>
    %1 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xui8>
    %2 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xi16>
    %3 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xui16>
    %4 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xui32>
    %5 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xui64>
    %6 = stablehlo.convert %arg0 : (tensor<16xi32>) -> tensor<16xi64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare NE, %arg0, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %9 = stablehlo.convert %8 : tensor<16xi1>
    return %0, %1, %2, %3, %4, %5, %6, %9 : tensor<16xi8>, tensor<16xui8>, tensor<16xi16>, tensor<16xui16>, tensor<16xui32>, tensor<16xui64>, tensor<16xi64>, tensor<16xi1>
  }
}

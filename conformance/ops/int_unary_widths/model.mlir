module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi8>, %arg1: tensor<16xi16>, %arg2: tensor<16xui16>, %arg3: tensor<16xui32>) -> (tensor<16xi8> {jax.result_info = "result[0]"}, tensor<16xi8> {jax.result_info = "result[1]"}, tensor<16xi8> {jax.result_info = "result[2]"}, tensor<16xi8> {jax.result_info = "result[3]"}, tensor<16xi16> {jax.result_info = "result[4]"}, tensor<16xi16> {jax.result_info = "result[5]"}, tensor<16xi16> {jax.result_info = "result[6]"}, tensor<16xui16> {jax.result_info = "result[7]"}, tensor<16xui16> {jax.result_info = "result[8]"}, tensor<16xui16> {jax.result_info = "result[9]"}, tensor<16xui32> {jax.result_info = "result[10]"}, tensor<16xui32> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.abs %arg0 : tensor<16xi8>
    %1 = stablehlo.negate %arg0 : tensor<16xi8>
    %2 = stablehlo.sign %arg0 : tensor<16xi8>
    %3 = stablehlo.not %arg0 : tensor<16xi8>
    %4 = stablehlo.abs %arg1 : tensor<16xi16>
    %5 = stablehlo.negate %arg1 : tensor<16xi16>
    %6 = stablehlo.sign %arg1 : tensor<16xi16>
    %7 = stablehlo.not %arg2 : tensor<16xui16>
    %8 = stablehlo.negate %arg2 : tensor<16xui16>
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %10 = stablehlo.compare EQ, %arg2, %9, UNSIGNED : (tensor<16xui16>, tensor<16xui16>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<ui16>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %c_1 = stablehlo.constant dense<1> : tensor<ui16>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<16xui16>
    %13 = stablehlo.select %10, %11, %12 : tensor<16xi1>, tensor<16xui16>
    %14 = stablehlo.not %arg3 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %16 = stablehlo.compare EQ, %arg3, %15, UNSIGNED : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %19 = stablehlo.select %16, %17, %18 : tensor<16xi1>, tensor<16xui32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %13, %14, %19 : tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi16>, tensor<16xi16>, tensor<16xi16>, tensor<16xui16>, tensor<16xui16>, tensor<16xui16>, tensor<16xui32>, tensor<16xui32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xi64> {jax.result_info = "result[1]"}, tensor<5xui16> {jax.result_info = "result[2]"}, tensor<5xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xi32>
    %1 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xi64>
    %2 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xui16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.compare NE, %arg0, %3, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %5 = stablehlo.convert %4 : tensor<5xi1>
    return %0, %1, %2, %5 : tensor<5xi32>, tensor<5xi64>, tensor<5xui16>, tensor<5xi1>
  }
}

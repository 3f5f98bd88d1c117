module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>, %arg3: tensor<4x5xi8>, %arg4: tensor<4x5xf16>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xi8> {jax.result_info = "result[3]"}, tensor<4x5xf16> {jax.result_info = "result[4]"}, tensor<4x5xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<4x5xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.clamp %1, %arg1, %arg2 : tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %4 = stablehlo.clamp %arg0, %arg1, %3 : tensor<4x5xf32>
    %c = stablehlo.constant dense<-3> : tensor<i8>
    %c_1 = stablehlo.constant dense<4> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<4x5xi8>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<4x5xi8>
    %7 = stablehlo.clamp %5, %arg3, %6 : tensor<4x5xi8>
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = call @clip(%arg4, %cst_2, %cst_3) : (tensor<4x5xf16>, tensor<f32>, tensor<f32>) -> tensor<4x5xf16>
    %9 = stablehlo.clamp %arg2, %arg1, %arg0 : tensor<4x5xf32>
    return %0, %2, %4, %7, %8, %9 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi8>, tensor<4x5xf16>, tensor<4x5xf32>
  }
  func.func private @clip(%arg0: tensor<4x5xf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x5xf16> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<f16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f16>) -> tensor<4x5xf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x5xf16>
    %3 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<f16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f16>) -> tensor<4x5xf16>
    %5 = stablehlo.minimum %4, %2 : tensor<4x5xf16>
    return %5 : tensor<4x5xf16>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential %arg0 : tensor<3x7xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x7xf32>
    %2 = stablehlo.sine %arg0 : tensor<3x7xf32>
    %3 = stablehlo.cosine %arg0 : tensor<3x7xf32>
    %4 = stablehlo.add %1, %2 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<3x7xf32>
    %8 = stablehlo.multiply %6, %0 : tensor<3x7xf32>
    %9 = stablehlo.add %7, %8 : tensor<3x7xf32>
    return %9 : tensor<3x7xf32>
  }
}

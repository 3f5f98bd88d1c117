module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=1]> {stablehlo.mesh = {axes = [{name = "i", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x5xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"i"}, {}]> : tensor<4x5xf32>
    %3 = stablehlo.tanh %2 : tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %7 = stablehlo.add %3, %6 : tensor<4x5xf32>
    return %7 : tensor<4x5xf32>
  }
}

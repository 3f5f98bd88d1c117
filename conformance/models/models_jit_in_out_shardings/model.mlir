module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=1]> {stablehlo.mesh = {axes = [{name = "i", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @"<lambda>"(%arg0, %arg1) : (tensor<4x6xf32>, tensor<6x3xf32>) -> (tensor<4x3xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<4x3xf32>, tensor<f32>
  }
  func.func private @"<lambda>"(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>) -> (tensor<4x3xf32>, tensor<f32>) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"i"}, {}]> : tensor<4x6xf32>
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<6x3xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
    %3 = call @relu(%0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %5 = sdy.sharding_constraint %2 <@mesh, [{}, {}]> : tensor<4x3xf32>
    %6 = sdy.sharding_constraint %4 <@mesh, []> : tensor<f32>
    return %5, %6 : tensor<4x3xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<bf16>) -> (tensor<ui8> {jax.result_info = "result[0]"}, tensor<i1> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.abs %arg0 : tensor<bf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1 = stablehlo.add %0, %cst : tensor<bf16>
    %2 = stablehlo.log %1 : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %5 = stablehlo.convert %4 : tensor<i1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = call @clip(%2, %c, %c_1) : (tensor<bf16>, tensor<i32>, tensor<i32>) -> tensor<bf16>
    %7 = stablehlo.convert %6 : (tensor<bf16>) -> tensor<ui8>
    return %7, %5 : tensor<ui8>, tensor<i1>
  }
  func.func private @clip(%arg0: tensor<bf16>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<bf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.maximum %0, %arg0 : tensor<bf16>
    %2 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<bf16>
    %3 = stablehlo.minimum %2, %1 : tensor<bf16>
    return %3 : tensor<bf16>
  }
}

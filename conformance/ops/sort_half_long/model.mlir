module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf16>, %arg1: tensor<512xbf16>) -> (tensor<512xf16> {jax.result_info = "result[0]"}, tensor<512xi32> {jax.result_info = "result[1]"}, tensor<4x3xf16> {jax.result_info = "result[2][0]"}, tensor<4x3xi32> {jax.result_info = "result[2][1]"}) {
    %0 = call @sort(%arg0) : (tensor<512xf16>) -> tensor<512xf16>
    %1 = call @argsort(%arg1) : (tensor<512xbf16>) -> tensor<512xi32>
    %2 = stablehlo.reshape %arg0 : (tensor<512xf16>) -> tensor<4x128xf16>
    %values, %indices = chlo.top_k(%2, k = 3) : tensor<4x128xf16> -> (tensor<4x3xf16>, tensor<4x3xi32>)
    return %0, %1, %values, %indices : tensor<512xf16>, tensor<512xi32>, tensor<4x3xf16>, tensor<4x3xi32>
  }
  func.func private @sort(%arg0: tensor<512xf16>) -> tensor<512xf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f16>, %arg2: tensor<f16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7E00> : tensor<f16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<512xf16>) -> tensor<512xf16>
    return %0 : tensor<512xf16>
  }
  func.func private @argsort(%arg0: tensor<512xbf16>) -> tensor<512xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<512xbf16>
    %2 = stablehlo.reverse %0, dims = [0] : tensor<512xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %5 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %7 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %8 = stablehlo.select %7, %cst_1, %6 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %9 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %10 = stablehlo.select %9, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %12 = stablehlo.select %11, %cst_4, %10 : tensor<i1>, tensor<bf16>
      %13 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) : (tensor<512xbf16>, tensor<512xi32>) -> (tensor<512xbf16>, tensor<512xi32>)
    %4 = stablehlo.reverse %3#1, dims = [0] : tensor<512xi32>
    return %4 : tensor<512xi32>
  }
}

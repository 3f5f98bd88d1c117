module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xi8>, %arg1: tensor<7x3xui16>, %arg2: tensor<15xbf16>, %arg3: tensor<2x5xf16>, %arg4: tensor<10xi1>) -> (tensor<20xi8> {jax.result_info = "result[0]"}, tensor<7x3xui16> {jax.result_info = "result[1]"}, tensor<15xbf16> {jax.result_info = "result[2]"}, tensor<2x5xf16> {jax.result_info = "result[3]"}, tensor<10xi1> {jax.result_info = "result[4]"}) {
    %0 = call @sort(%arg0) : (tensor<20xi8>) -> tensor<20xi8>
    %1 = call @sort_0(%arg1) : (tensor<7x3xui16>) -> tensor<7x3xui16>
    %2 = call @sort_1(%arg2) : (tensor<15xbf16>) -> tensor<15xbf16>
    %3 = call @sort_2(%arg3) : (tensor<2x5xf16>) -> tensor<2x5xf16>
    %4 = call @sort_3(%arg4) : (tensor<10xi1>) -> tensor<10xi1>
    return %0, %1, %2, %3, %4 : tensor<20xi8>, tensor<7x3xui16>, tensor<15xbf16>, tensor<2x5xf16>, tensor<10xi1>
  }
  func.func private @sort(%arg0: tensor<20xi8>) -> tensor<20xi8> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<20xi8>) -> tensor<20xi8>
    return %0 : tensor<20xi8>
  }
  func.func private @sort_0(%arg0: tensor<7x3xui16>) -> tensor<7x3xui16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui16>, %arg2: tensor<ui16>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<7x3xui16>) -> tensor<7x3xui16>
    return %0 : tensor<7x3xui16>
  }
  func.func private @sort_1(%arg0: tensor<15xbf16>) -> tensor<15xbf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<bf16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<15xbf16>) -> tensor<15xbf16>
    return %0 : tensor<15xbf16>
  }
  func.func private @sort_2(%arg0: tensor<2x5xf16>) -> tensor<2x5xf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
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
    }) : (tensor<2x5xf16>) -> tensor<2x5xf16>
    return %0 : tensor<2x5xf16>
  }
  func.func private @sort_3(%arg0: tensor<10xi1>) -> tensor<10xi1> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<10xi1>) -> tensor<10xi1>
    return %0 : tensor<10xi1>
  }
}

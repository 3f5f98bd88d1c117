module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xbf16>) -> (tensor<5x1xi32> {jax.result_info = "result[0]"}, tensor<1x6xi32> {jax.result_info = "result[1]"}, tensor<5xbf16> {jax.result_info = "result[2]"}) {
    %0 = call @argmax(%arg0) : (tensor<5x6xbf16>) -> tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %2 = call @argmin(%arg0) : (tensor<5x6xbf16>) -> tensor<6xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %4 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x6xbf16>, tensor<bf16>) -> tensor<5xbf16>
    return %1, %3, %4 : tensor<5x1xi32>, tensor<1x6xi32>, tensor<5xbf16>
  }
  func.func private @argmax(%arg0: tensor<5x6xbf16>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<5x6xi32>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x6xbf16>, tensor<5x6xi32>, tensor<bf16>, tensor<i32>) -> (tensor<5xbf16>, tensor<5xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
  func.func private @argmin(%arg0: tensor<5x6xbf16>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x6xi32>
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<5x6xbf16>, tensor<5x6xi32>, tensor<bf16>, tensor<i32>) -> (tensor<6xbf16>, tensor<6xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
}

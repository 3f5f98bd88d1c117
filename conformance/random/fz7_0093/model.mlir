module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xbf16>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %0 = stablehlo.convert %arg0 : (tensor<5xbf16>) -> tensor<5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5xf32>
    %3 = stablehlo.abs %2 : tensor<5xf32>
    %4 = stablehlo.log_plus_one %3 : tensor<5xf32>
    %5 = call @take_along_axis(%4, %c) : (tensor<5xf32>, tensor<1xi32>) -> tensor<1xf32>
    return %5 : tensor<1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<5xf32>, %arg1: tensor<1xi32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1xi1>, tensor<1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<1xi1>, tensor<1xf32>
    return %14 : tensor<1xf32>
  }
}

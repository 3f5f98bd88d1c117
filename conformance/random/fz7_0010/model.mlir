module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x6xf64>, %arg1: tensor<6x3x4xf32>, %arg2: tensor<4xbf16>) -> (tensor<2xi32> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<10x10x8xf64> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[-3, -5, -5, 4]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = call @_pad(%arg0, %c_0) : (tensor<8x8x6xf64>, tensor<i64>) -> tensor<10x10x8xf64>
    %1 = stablehlo.reshape %arg1 : (tensor<6x3x4xf32>) -> tensor<72xf32>
    %2 = stablehlo.slice %1 [0:4] : (tensor<72xf32>) -> tensor<4xf32>
    %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare LT, %c, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.add %c, %6 : tensor<4xi32>
    %8 = stablehlo.select %5, %7, %c : tensor<4xi1>, tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %10 = "stablehlo.scatter"(%arg2, %9, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %21 = stablehlo.minimum %arg3, %arg4 : tensor<bf16>
      stablehlo.return %21 : tensor<bf16>
    }) : (tensor<4xbf16>, tensor<4x1xi32>, tensor<4xbf16>) -> tensor<4xbf16>
    %11 = stablehlo.multiply %arg2, %arg2 : tensor<4xbf16>
    %12 = stablehlo.multiply %11, %arg2 : tensor<4xbf16>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %15 = stablehlo.select %13, %14, %c_7 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %10, %15, sizes = [2] : (tensor<4xbf16>, tensor<i32>) -> tensor<2xbf16>
    %values, %indices = chlo.top_k(%12, k = 2) : tensor<4xbf16> -> (tensor<2xbf16>, tensor<2xi32>)
    %17 = call @_flip_2(%16) : (tensor<2xbf16>) -> tensor<2xbf16>
    %18 = chlo.erf %arg2 : tensor<4xbf16> -> tensor<4xbf16>
    %19 = stablehlo.convert %17 : (tensor<2xbf16>) -> tensor<2xi32>
    %20 = stablehlo.subtract %indices, %19 : tensor<2xi32>
    return %20, %18, %0 : tensor<2xi32>, tensor<4xbf16>, tensor<10x10x8xf64>
  }
  func.func private @_pad(%arg0: tensor<8x8x6xf64>, %arg1: tensor<i64>) -> tensor<10x10x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:6] : (tensor<8x8x6xf64>) -> tensor<1x8x6xf64>
    %1 = stablehlo.slice %arg0 [7:8, 0:8, 0:6] : (tensor<8x8x6xf64>) -> tensor<1x8x6xf64>
    %2 = stablehlo.slice %arg0 [6:8, 0:8, 0:6] : (tensor<8x8x6xf64>) -> tensor<2x8x6xf64>
    %3 = call @_flip(%2) : (tensor<2x8x6xf64>) -> tensor<2x8x6xf64>
    %4 = stablehlo.concatenate %arg0, %3, dim = 0 : (tensor<8x8x6xf64>, tensor<2x8x6xf64>) -> tensor<10x8x6xf64>
    %5 = stablehlo.slice %4 [0:10, 0:1, 0:6] : (tensor<10x8x6xf64>) -> tensor<10x1x6xf64>
    %6 = stablehlo.slice %4 [0:10, 7:8, 0:6] : (tensor<10x8x6xf64>) -> tensor<10x1x6xf64>
    %7 = stablehlo.slice %4 [0:10, 6:8, 0:6] : (tensor<10x8x6xf64>) -> tensor<10x2x6xf64>
    %8 = call @_flip_0(%7) : (tensor<10x2x6xf64>) -> tensor<10x2x6xf64>
    %9 = stablehlo.concatenate %4, %8, dim = 1 : (tensor<10x8x6xf64>, tensor<10x2x6xf64>) -> tensor<10x10x6xf64>
    %10 = stablehlo.slice %9 [0:10, 0:10, 0:1] : (tensor<10x10x6xf64>) -> tensor<10x10x1xf64>
    %11 = stablehlo.slice %9 [0:10, 0:10, 5:6] : (tensor<10x10x6xf64>) -> tensor<10x10x1xf64>
    %12 = stablehlo.slice %9 [0:10, 0:10, 4:6] : (tensor<10x10x6xf64>) -> tensor<10x10x2xf64>
    %13 = call @_flip_1(%12) : (tensor<10x10x2xf64>) -> tensor<10x10x2xf64>
    %14 = stablehlo.concatenate %9, %13, dim = 2 : (tensor<10x10x6xf64>, tensor<10x10x2xf64>) -> tensor<10x10x8xf64>
    return %14 : tensor<10x10x8xf64>
  }
  func.func private @_flip(%arg0: tensor<2x8x6xf64>) -> tensor<2x8x6xf64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x8x6xf64>
    return %0 : tensor<2x8x6xf64>
  }
  func.func private @_flip_0(%arg0: tensor<10x2x6xf64>) -> tensor<10x2x6xf64> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<10x2x6xf64>
    return %0 : tensor<10x2x6xf64>
  }
  func.func private @_flip_1(%arg0: tensor<10x10x2xf64>) -> tensor<10x10x2xf64> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<10x10x2xf64>
    return %0 : tensor<10x10x2xf64>
  }
  func.func private @_flip_2(%arg0: tensor<2xbf16>) -> tensor<2xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2xbf16>
    return %0 : tensor<2xbf16>
  }
}

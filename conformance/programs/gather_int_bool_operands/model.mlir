module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x4xi32>, %arg1: tensor<7xi1>, %arg2: tensor<3x2xi32>) -> (tensor<3x2x4xi32> {jax.result_info = "result[0]"}, tensor<3x2xi1> {jax.result_info = "result[1]"}, tensor<3x2x4xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x2xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<7x4xi32>, tensor<3x2x1xi32>) -> tensor<3x2x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %8 = stablehlo.compare LT, %arg2, %7, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %10 = stablehlo.add %arg2, %9 : tensor<3x2xi32>
    %11 = stablehlo.select %8, %10, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %13 = "stablehlo.gather"(%arg1, %12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xi1>, tensor<3x2x1xi32>) -> tensor<3x2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %15 = stablehlo.compare LT, %arg2, %14, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %17 = stablehlo.add %arg2, %16 : tensor<3x2xi32>
    %18 = stablehlo.select %15, %17, %arg2 : tensor<3x2xi1>, tensor<3x2xi32>
    %19 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.multiply %20, %19 : tensor<4xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %23 = stablehlo.add %22, %21 : tensor<4xi32>
    %24 = stablehlo.reverse %23, dims = [0] : tensor<4xi32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<3x2xi32>) -> tensor<3x2x4x1xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<4xi32>) -> tensor<3x2x4x1xi32>
    %27 = stablehlo.concatenate %25, %26, dim = 3 : (tensor<3x2x4x1xi32>, tensor<3x2x4x1xi32>) -> tensor<3x2x4x2xi32>
    %28 = "stablehlo.gather"(%arg0, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<7x4xi32>, tensor<3x2x4x2xi32>) -> tensor<3x2x4xi32>
    %29 = stablehlo.reverse %28, dims = [2] : tensor<3x2x4xi32>
    return %6, %13, %29 : tensor<3x2x4xi32>, tensor<3x2xi1>, tensor<3x2x4xi32>
  }
}

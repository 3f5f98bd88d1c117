module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<3x1x8xf16>) -> (tensor<3x6x5x4xf16> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x1x8xf16>) -> tensor<24xf16>
    %1 = stablehlo.reshape %0 : (tensor<24xf16>) -> tensor<1x24xf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x24xf16>) -> tensor<4x24xf16>
    %3 = stablehlo.reshape %2 : (tensor<4x24xf16>) -> tensor<96xf16>
    %4 = stablehlo.reshape %3 : (tensor<96xf16>) -> tensor<3x8x4xf16>
    %5 = stablehlo.dot_general %arg1, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x1x8xf16>, tensor<3x8x4xf16>) -> tensor<3x1x4xf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = call @_where(%6, %arg0, %arg0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.negate %7 : tensor<f32>
    %9 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %11 = stablehlo.multiply %9, %10 : tensor<30xi32>
    %c_0 = stablehlo.constant dense<11> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %13 = stablehlo.add %11, %12 : tensor<30xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %14 = call @remainder(%13, %c_1) : (tensor<30xi32>, tensor<i32>) -> tensor<30xi32>
    %c_2 = stablehlo.constant dense<-3> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %16 = stablehlo.add %14, %15 : tensor<30xi32>
    %17 = stablehlo.reshape %16 : (tensor<30xi32>) -> tensor<6x5xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6x5xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6x5xi32>
    %21 = stablehlo.add %17, %20 : tensor<6x5xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<6x5xi1>, tensor<6x5xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<6x5xi32>) -> tensor<6x5x1xi32>
    %24 = "stablehlo.gather"(%5, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 4>}> : (tensor<3x1x4xf16>, tensor<6x5x1xi32>) -> tensor<3x6x5x4xf16>
    return %24, %8 : tensor<3x6x5x4xf16>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<30xi32>, %arg1: tensor<i32>) -> tensor<30xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<30xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<30xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<30xi1>, tensor<30xi1>) -> tensor<30xi1>
    %12 = stablehlo.and %11, %6 : tensor<30xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %14 = stablehlo.add %4, %13 : tensor<30xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<30xi1>, tensor<30xi32>
    return %15 : tensor<30xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

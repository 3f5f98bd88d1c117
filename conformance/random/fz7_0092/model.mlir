module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<5x2x1x1xf16>) -> (tensor<6xi64> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[4, -8, -5, 2, 5, -1]> : tensor<6xi32>
    %cst = stablehlo.constant dense<-0.819719791> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.abs %0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xf32>
    %5 = call @cumsum(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_pad(%4, %c_1) : (tensor<8xf32>, tensor<i64>) -> tensor<8xf32>
    %7 = call @hypot(%6, %6) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.compare GE, %5, %8, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.add %5, %10 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.subtract %5, %12 : tensor<8xf32>
    %14 = call @_where(%9, %11, %13) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %15 = stablehlo.divide %arg0, %14 : tensor<8xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %17 = stablehlo.compare LT, %c, %16, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %19 = stablehlo.add %c, %18 : tensor<6xi32>
    %20 = stablehlo.select %17, %19, %c : tensor<6xi1>, tensor<6xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %22 = "stablehlo.gather"(%15, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_7) applies stablehlo.maximum across dimensions = [] : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_8 = stablehlo.constant dense<-1.000000e+03> : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+03> : tensor<f64>
    %24 = call @clip(%23, %cst_8, %cst_9) : (tensor<6xf32>, tensor<f64>, tensor<f64>) -> tensor<6xf32>
    %25 = stablehlo.convert %24 : (tensor<6xf32>) -> tensor<6xi64>
    %26 = stablehlo.iota dim = 0 : tensor<6xi64>
    %27 = stablehlo.multiply %25, %26 : tensor<6xi64>
    return %27, %7 : tensor<6xi64>, tensor<8xf32>
  }
  func.func private @cumsum(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @_pad(%arg0: tensor<8xf32>, %arg1: tensor<i64>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
  func.func private @hypot(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.abs %arg0 : tensor<8xf32>
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %6 = stablehlo.or %3, %5 : tensor<8xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<8xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %15 = stablehlo.divide %8, %14 : tensor<8xf32>
    %16 = chlo.square %15 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.add %17, %16 : tensor<8xf32>
    %19 = stablehlo.sqrt %18 : tensor<8xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<8xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    return %22 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @clip(%arg0: tensor<6xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<6xf32>
    return %5 : tensor<6xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<6x5xf32> {jax.result_info = "result[5]"}) {
    %0 = call @nanmean(%arg0) : (tensor<6x5xf32>) -> tensor<5xf32>
    %1 = call @nanmax(%arg0) : (tensor<6x5xf32>) -> tensor<6xf32>
    %2 = call @_nanargmin(%arg0) : (tensor<6x5xf32>) -> tensor<6xi32>
    %3 = call @nansum_3(%arg0) : (tensor<6x5xf32>) -> tensor<f32>
    %4 = call @nanstd(%arg0) : (tensor<6x5xf32>) -> tensor<5xf32>
    %5 = call @nancumsum(%arg0) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    return %0, %1, %2, %3, %4, %5 : tensor<5xf32>, tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<5xf32>, tensor<6x5xf32>
  }
  func.func private @nanmean(%arg0: tensor<6x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %1 = stablehlo.not %0 : tensor<6x5xi1>
    %2 = stablehlo.convert %1 : (tensor<6x5xi1>) -> tensor<6x5xi32>
    %3 = stablehlo.convert %2 : (tensor<6x5xi32>) -> tensor<6x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %5 = call @nansum(%arg0) : (tensor<6x5xf32>) -> tensor<5xf32>
    %6 = stablehlo.divide %5, %4 : tensor<5xf32>
    return %6 : tensor<5xf32>
  }
  func.func private @nansum(%arg0: tensor<6x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_where(%arg0: tensor<6x5xi1>, %arg1: tensor<f32>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6x5xi1>, tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
  func.func private @nanmax(%arg0: tensor<6x5xf32>) -> tensor<6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = call @_where_0(%4, %cst_1, %2) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<f32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @_nanargmin(%arg0: tensor<6x5xf32>) -> tensor<6xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where_1(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %2 = call @argmin(%1) : (tensor<6x5xf32>) -> tensor<6xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<6x5xi1>, tensor<i1>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_2(%3, %c_0, %2) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    return %4 : tensor<6xi32>
  }
  func.func private @_where_1(%arg0: tensor<6x5xi1>, %arg1: tensor<f32>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x5xi1>, tensor<6x5xf32>
    return %2 : tensor<6x5xf32>
  }
  func.func private @argmin(%arg0: tensor<6x5xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x5xf32>, tensor<6x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
  func.func private @_where_2(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @nansum_3(%arg0: tensor<6x5xf32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @nanstd(%arg0: tensor<6x5xf32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @nanvar(%arg0, %c) : (tensor<6x5xf32>, tensor<i32>) -> tensor<5xf32>
    %1 = stablehlo.sqrt %0 : tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @nanvar(%arg0: tensor<6x5xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %0 = call @nanmean_4(%arg0) : (tensor<6x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<6x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where_6(%1, %c, %3) : (tensor<6x5xi1>, tensor<i32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %5 = chlo.square %4 : tensor<6x5xf32> -> tensor<6x5xf32>
    %6 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %7 = stablehlo.not %6 : tensor<6x5xi1>
    %8 = stablehlo.convert %7 : (tensor<6x5xi1>) -> tensor<6x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<6x5xi32>, tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.convert %arg1 : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.subtract %9, %11 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.compare LE, %12, %13, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_7(%14, %cst_2, %15) : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %17 = call @_where_8(%14, %c_3, %12) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %18 = stablehlo.convert %17 : (tensor<5xi32>) -> tensor<5xf32>
    %19 = stablehlo.divide %16, %18 : tensor<5xf32>
    return %19 : tensor<5xf32>
  }
  func.func private @nanmean_4(%arg0: tensor<6x5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %1 = stablehlo.not %0 : tensor<6x5xi1>
    %2 = stablehlo.convert %1 : (tensor<6x5xi1>) -> tensor<6x5xi32>
    %3 = stablehlo.convert %2 : (tensor<6x5xi32>) -> tensor<6x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %6 = call @nansum_5(%arg0) : (tensor<6x5xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.divide %6, %5 : tensor<1x5xf32>
    return %7 : tensor<1x5xf32>
  }
  func.func private @nansum_5(%arg0: tensor<6x5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    return %3 : tensor<1x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<6x5xi1>, %arg1: tensor<i32>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x5xi1>, tensor<6x5xf32>
    return %2 : tensor<6x5xf32>
  }
  func.func private @_where_7(%arg0: tensor<5xi1>, %arg1: tensor<f32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_where_8(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @nancumsum(%arg0: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x5xi1>, tensor<f32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %2 = call @cumsum(%1) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    return %2 : tensor<6x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
}

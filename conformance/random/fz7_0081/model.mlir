module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x0xi1>) -> (tensor<2x0xi1> {jax.result_info = "result[0]"}, tensor<12x0xi1> {jax.result_info = "result[1]"}, tensor<8x6xbf16> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[[true], [true], [false], [false]]> : tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<[[true], [true], [true], [false]]> : tensor<4x1xi1>
    %0 = stablehlo.concatenate %arg0, %c, %arg0, dim = 1 : (tensor<4x0xi1>, tensor<4x1xi1>, tensor<4x0xi1>) -> tensor<4x1xi1>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x0xi1>
    %2 = call @_where(%arg0, %arg0, %1) : (tensor<4x0xi1>, tensor<4x0xi1>, tensor<4x0xi1>) -> tensor<4x0xi1>
    %3 = call @sort(%2) : (tensor<4x0xi1>) -> tensor<4x0xi1>
    %4 = call @_where_0(%0, %0, %c_0) : (tensor<4x1xi1>, tensor<4x1xi1>, tensor<4x1xi1>) -> tensor<4x1xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x0xi1>
    %6 = call @_where(%arg0, %3, %5) : (tensor<4x0xi1>, tensor<4x0xi1>, tensor<4x0xi1>) -> tensor<4x0xi1>
    %7 = stablehlo.reshape %4 : (tensor<4x1xi1>) -> tensor<1x4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xi1>) -> tensor<2x4x2x1xi1>
    %9 = stablehlo.reshape %8 : (tensor<2x4x2x1xi1>) -> tensor<8x2xi1>
    %10 = stablehlo.convert %9 : (tensor<8x2xi1>) -> tensor<8x2xbf16>
    %11 = stablehlo.convert %10 : (tensor<8x2xbf16>) -> tensor<8x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.convert %12 : (tensor<2xf32>) -> tensor<2xbf16>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<4x0xi1>) -> tensor<4x3x0xi1>
    %15 = stablehlo.reshape %14 : (tensor<4x3x0xi1>) -> tensor<12x0xi1>
    %16 = stablehlo.reshape %13 : (tensor<2xbf16>) -> tensor<1x2xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x2xbf16>) -> tensor<6x2xbf16>
    %18 = stablehlo.reshape %17 : (tensor<6x2xbf16>) -> tensor<12xbf16>
    %19 = stablehlo.reshape %18 : (tensor<12xbf16>) -> tensor<2x6xbf16>
    %20 = stablehlo.dot_general %10, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xbf16>, tensor<2x6xbf16>) -> tensor<8x6xbf16>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %23 = stablehlo.select %21, %22, %c_5 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_10 : tensor<i1>, tensor<i32>
    %27 = stablehlo.dynamic_slice %6, %23, %26, sizes = [2, 0] : (tensor<4x0xi1>, tensor<i32>, tensor<i32>) -> tensor<2x0xi1>
    return %27, %15, %20 : tensor<2x0xi1>, tensor<12x0xi1>, tensor<8x6xbf16>
  }
  func.func private @_where(%arg0: tensor<4x0xi1>, %arg1: tensor<4x0xi1>, %arg2: tensor<4x0xi1>) -> tensor<4x0xi1> {
    return %arg1 : tensor<4x0xi1>
  }
  func.func private @sort(%arg0: tensor<4x0xi1>) -> tensor<4x0xi1> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<4x0xi1>) -> tensor<4x0xi1>
    return %0 : tensor<4x0xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x1xi1>, %arg1: tensor<4x1xi1>, %arg2: tensor<4x1xi1>) -> tensor<4x1xi1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x1xi1>, tensor<4x1xi1>
    return %0 : tensor<4x1xi1>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<3x4xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<> : tensor<1x0xf32>
    %0 = stablehlo.abs %arg0 : tensor<5x6xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.add %0, %1 : tensor<5x6xf32>
    %3 = stablehlo.log %2 : tensor<5x6xf32>
    %4 = call @copysign(%3, %arg0) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %5 = call @round(%4) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %6 = stablehlo.abs %5 : tensor<5x6xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x6xf32>
    %9 = stablehlo.remainder %3, %8 : tensor<5x6xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %c, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.select %10, %11, %c_5 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<8> : tensor<i32>
    %15 = stablehlo.select %13, %14, %c_10 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_update_slice %9, %cst, %12, %15 : (tensor<5x6xf32>, tensor<1x0xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %18 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.select %17, %18, %c_15 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<5> : tensor<i32>
    %22 = stablehlo.select %20, %21, %c_20 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %16, %19, %22, sizes = [5, 1] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<5x1xf32>) -> tensor<5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x0xf32>
    %26 = stablehlo.concatenate %16, %25, dim = 1 : (tensor<5x6xf32>, tensor<5x0xf32>) -> tensor<5x6xf32>
    return %26 : tensor<5x6xf32>
  }
  func.func private @copysign(%arg0: tensor<5x6xf32>, %arg1: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = call @signbit(%arg1) : (tensor<5x6xf32>) -> tensor<5x6xi1>
    %1 = stablehlo.abs %arg0 : tensor<5x6xf32>
    %2 = stablehlo.negate %1 : tensor<5x6xf32>
    %3 = stablehlo.abs %arg0 : tensor<5x6xf32>
    %4 = call @_where(%0, %2, %3) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    return %4 : tensor<5x6xf32>
  }
  func.func private @signbit(%arg0: tensor<5x6xf32>) -> tensor<5x6xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<5x6xf32>) -> tensor<5x6xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x6xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<5x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x6xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<5x6xi32>, tensor<5x6xi32>) -> tensor<5x6xi1>
    %5 = stablehlo.convert %4 : tensor<5x6xi1>
    return %5 : tensor<5x6xi1>
  }
  func.func private @_where(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func private @round(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>) -> (tensor<12xui32> {jax.result_info = "result[0]"}, tensor<12xui32> {jax.result_info = "result[1]"}, tensor<12xui32> {jax.result_info = "result[2]"}, tensor<12xui32> {jax.result_info = "result[3]"}, tensor<12xui32> {jax.result_info = "result[4]"}, tensor<12xui32> {jax.result_info = "result[5]"}, tensor<12xui32> {jax.result_info = "result[6]"}, tensor<12xui32> {jax.result_info = "result[7]"}, tensor<12xui32> {jax.result_info = "result[8]"}, tensor<12xui32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xui32>) -> tensor<12xf32>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<12xui32>) -> tensor<12xf32>
    %2 = stablehlo.negate %0 : tensor<12xf32>
    %3 = stablehlo.abs %0 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.add %0, %4 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<12xf32>
    %8 = stablehlo.maximum %0, %1 : tensor<12xf32>
    %9 = stablehlo.minimum %1, %0 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.compare GT, %0, %10, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %12 = call @_where(%11, %1, %0) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %13 = stablehlo.sqrt %0 : tensor<12xf32>
    %14 = call @copysign(%0, %1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %15 = stablehlo.convert %0 : (tensor<12xf32>) -> tensor<12xf16>
    %16 = stablehlo.convert %15 : (tensor<12xf16>) -> tensor<12xf32>
    %17 = stablehlo.bitcast_convert %2 : (tensor<12xf32>) -> tensor<12xui32>
    %18 = stablehlo.bitcast_convert %3 : (tensor<12xf32>) -> tensor<12xui32>
    %19 = stablehlo.bitcast_convert %5 : (tensor<12xf32>) -> tensor<12xui32>
    %20 = stablehlo.bitcast_convert %7 : (tensor<12xf32>) -> tensor<12xui32>
    %21 = stablehlo.bitcast_convert %8 : (tensor<12xf32>) -> tensor<12xui32>
    %22 = stablehlo.bitcast_convert %9 : (tensor<12xf32>) -> tensor<12xui32>
    %23 = stablehlo.bitcast_convert %12 : (tensor<12xf32>) -> tensor<12xui32>
    %24 = stablehlo.bitcast_convert %13 : (tensor<12xf32>) -> tensor<12xui32>
    %25 = stablehlo.bitcast_convert %14 : (tensor<12xf32>) -> tensor<12xui32>
    %26 = stablehlo.bitcast_convert %16 : (tensor<12xf32>) -> tensor<12xui32>
    return %17, %18, %19, %20, %21, %22, %23, %24, %25, %26 : tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @copysign(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = call @signbit(%arg1) : (tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.abs %arg0 : tensor<12xf32>
    %2 = stablehlo.negate %1 : tensor<12xf32>
    %3 = stablehlo.abs %arg0 : tensor<12xf32>
    %4 = call @_where(%0, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @signbit(%arg0: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = stablehlo.convert %4 : tensor<12xi1>
    return %5 : tensor<12xi1>
  }
}

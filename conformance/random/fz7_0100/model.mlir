module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf16>, %arg1: tensor<2x6xi32>, %arg2: tensor<f32>) -> (tensor<ui32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.minimum %arg2, %arg2 : tensor<f32>
    %1 = call @copysign(%0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.abs %1 : tensor<f32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3 = stablehlo.add %2, %cst : tensor<f32>
    %4 = stablehlo.sqrt %3 : tensor<f32>
    %5 = stablehlo.multiply %4, %4 : tensor<f32>
    %6 = stablehlo.multiply %5, %4 : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.multiply %cst_0, %6 : tensor<f32>
    %8 = stablehlo.add %4, %7 : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.multiply %cst_1, %8 : tensor<f32>
    %10 = stablehlo.tanh %9 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.add %cst_2, %10 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.multiply %cst_3, %11 : tensor<f32>
    %13 = stablehlo.multiply %4, %12 : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_4 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %14 = call @clip(%13, %c, %cst_4) : (tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.convert %14 : (tensor<f32>) -> tensor<ui32>
    return %15 : tensor<ui32>
  }
  func.func private @copysign(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = call @signbit(%arg1) : (tensor<f32>) -> tensor<i1>
    %1 = stablehlo.abs %arg0 : tensor<f32>
    %2 = stablehlo.negate %1 : tensor<f32>
    %3 = stablehlo.abs %arg0 : tensor<f32>
    %4 = call @_where(%0, %2, %3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @signbit(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.shift_right_arithmetic %0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %3 : tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg2 : tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<i1> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<1x1xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.add %0, %cst : tensor<f32>
    %2 = stablehlo.exponential %arg0 : tensor<f32>
    %3 = stablehlo.negate %arg2 : tensor<i32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %4 = call @floor_divide(%arg2, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = call @_where_0(%6, %arg0, %arg1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1, %2, %3, %4, %5, %7, %8, %9 : tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<f32>, tensor<1x1xf32>, tensor<f32>
  }
  func.func private @floor_divide(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.divide %arg0, %0 : tensor<i32>
    %2 = stablehlo.sign %arg0 : tensor<i32>
    %3 = stablehlo.sign %0 : tensor<i32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare NE, %5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %4, %6 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %1, %c_0 : tensor<i32>
    %9 = call @_where(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}

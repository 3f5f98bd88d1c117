module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<i8> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<6> : tensor<i32>
    %2 = call @_where(%1, %arg0, %c) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<-5> : tensor<i32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @clip(%arg0, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
    %6 = stablehlo.compare GT, %arg0, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
    %8 = stablehlo.compare EQ, %2, %7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.compare EQ, %6, %c_2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %10 = stablehlo.convert %9 : (tensor<i1>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %11 = call @_where_0(%9, %6, %c_3) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    %12 = stablehlo.and %11, %8 : tensor<i1>
    %13 = stablehlo.convert %9 : (tensor<i1>) -> tensor<i32>
    %14 = call @_where_1(%12, %10, %13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = stablehlo.compare GT, %14, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = stablehlo.convert %15 : (tensor<i1>) -> tensor<f32>
    %c_4 = stablehlo.constant dense<-128> : tensor<i32>
    %c_5 = stablehlo.constant dense<127> : tensor<i32>
    %17 = call @clip_2(%16, %c_4, %c_5) : (tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<f32>
    %18 = stablehlo.convert %17 : (tensor<f32>) -> tensor<i8>
    %19 = stablehlo.convert %15 : (tensor<i1>) -> tensor<f32>
    %20 = stablehlo.add %16, %19 : tensor<f32>
    return %20, %18, %3 : tensor<f32>, tensor<i8>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip_2(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
}

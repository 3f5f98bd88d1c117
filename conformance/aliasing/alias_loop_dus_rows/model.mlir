module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<6x4xf32>
    cond {
      %c_3 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<6x4xf32>
    }
    return %0#2 : tensor<6x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<6x4xf32>) -> (tensor<i32>, tensor<6x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %arg0 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_6 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %4, %7, sizes = [1, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<4xf32>
    %12 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.add %11, %13 : tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg0, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = stablehlo.convert %arg0 : tensor<i32>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %18 = stablehlo.add %17, %c_8 : tensor<i32>
    %19 = stablehlo.select %16, %18, %arg0 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %arg1, %15, %19, %c_9 : (tensor<6x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
    return %0, %20 : tensor<i32>, tensor<6x4xf32>
  }
}

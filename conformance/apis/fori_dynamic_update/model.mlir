module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>) -> (tensor<5x5xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<5x5xf32>
    cond {
      %c_3 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<5x5xf32>
    }
    return %0#2 : tensor<5x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5x5xf32>) -> (tensor<i32>, tensor<5x5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = call @remainder(%arg0, %c_0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.add %4, %c_2 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg1, %7, %10, sizes = [1, 3] : (tensor<5x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x3xf32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %14 = stablehlo.multiply %2, %13 : tensor<1x3xf32>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %15 = call @remainder(%arg0, %c_8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %16 = call @remainder(%arg0, %c_9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %15, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.convert %15 : tensor<i32>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %19 = stablehlo.add %18, %c_11 : tensor<i32>
    %20 = stablehlo.select %17, %19, %15 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %16, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = stablehlo.convert %16 : tensor<i32>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %23 = stablehlo.add %22, %c_13 : tensor<i32>
    %24 = stablehlo.select %21, %23, %16 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_update_slice %arg1, %14, %20, %24 : (tensor<5x5xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x5xf32>
    return %0, %25 : tensor<i32>, tensor<5x5xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

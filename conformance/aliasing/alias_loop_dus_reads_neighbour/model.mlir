module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x3xf32>) -> (tensor<7x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<7x3xf32>
    cond {
      %c_3 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<7x3xf32>) -> (tensor<i32>, tensor<7x3xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<7x3xf32>
    }
    return %0#2 : tensor<7x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<7x3xf32>) -> (tensor<i32>, tensor<7x3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg0, %c_0 : tensor<i32>
    %2 = stablehlo.convert %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %4 = stablehlo.add %2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_7 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg1, %5, %8, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x3xf32>) -> tensor<3xf32>
    %11 = stablehlo.convert %arg0 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %11, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.add %11, %c_9 : tensor<i32>
    %14 = stablehlo.select %12, %13, %11 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %16 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.select %15, %16, %c_14 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_slice %arg1, %14, %17, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x3xf32>) -> tensor<3xf32>
    %20 = stablehlo.add %10, %19 : tensor<3xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %arg0, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<7> : tensor<i32>
    %22 = stablehlo.add %arg0, %c_16 : tensor<i32>
    %23 = stablehlo.select %21, %22, %arg0 : tensor<i1>, tensor<i32>
    %24 = stablehlo.convert %23 : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%arg1, %25, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<7x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<7x3xf32>
    return %0, %26 : tensor<i32>, tensor<7x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<4x2xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<4x2xf32>
    }
    return %0#2 : tensor<4x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c_1, %iterArg_3 = %c_0, %iterArg_4 = %arg1) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x2xf32>
    cond {
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call_0(%iterArg, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<i32>, tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %3, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x2xf32>
    }
    return %0, %1#3 : tensor<i32>, tensor<4x2xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.add %cst, %1 : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.convert %5 : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.convert %2 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %10 = "stablehlo.scatter"(%arg2, %7, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %11 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<4x2xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<4x2xf32>
    return %0, %10 : tensor<i32>, tensor<4x2xf32>
  }
}

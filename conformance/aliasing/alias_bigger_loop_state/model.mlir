module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x30xf32>) -> (tensor<40x30xf32> {jax.result_info = "result[0]"}, tensor<40x30xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40x30xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<40x30xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c, %iterArg_3 = %arg0, %iterArg_4 = %1, %iterArg_5 = %2) : tensor<i32>, tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:4 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5) : (tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1, %4#2, %4#3 : tensor<i32>, tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>
    }
    return %3#2, %3#3, %3#4 : tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<40x30xf32>, %arg2: tensor<40x30xf32>, %arg3: tensor<4xf32>) -> (tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg2 [0:40, 0:1] : (tensor<40x30xf32>) -> tensor<40x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<40x1xf32>) -> tensor<40x30xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<40x30xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40x30xf32>
    %5 = stablehlo.multiply %arg2, %4 : tensor<40x30xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<40x30xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<40x30xf32>
    %8 = stablehlo.add %5, %7 : tensor<40x30xf32>
    %9 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<40x30xf32>) -> tensor<1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x1xf32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.add %arg0, %c_2 : tensor<i32>
    %13 = stablehlo.select %11, %12, %arg0 : tensor<i1>, tensor<i32>
    %14 = stablehlo.convert %13 : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%arg3, %15, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    return %0, %3, %8, %16 : tensor<i32>, tensor<40x30xf32>, tensor<40x30xf32>, tensor<4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x3xf32>, %arg1: tensor<7x2x2xf32>) -> (tensor<3xf32> {jax.result_info = "result[0][0]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<7x3xf32> {jax.result_info = "result[1][0]"}, tensor<7xi32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %c_2, %iterArg_5 = %0, %iterArg_6 = %cst_0, %iterArg_7 = %1, %iterArg_8 = %2) : tensor<7x3xf32>, tensor<7x2x2xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<7x3xf32>, tensor<7xi32>
    cond {
      %c_9 = stablehlo.constant dense<7> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<7x3xf32>, tensor<i32>) -> tensor<3xf32>
      %5 = func.call @dynamic_index_in_dim_0(%iterArg_3, %iterArg_4) : (tensor<7x2x2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %6:4 = func.call @closed_call(%iterArg_5, %iterArg_6, %4, %5) : (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<2x2xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<i32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_7, %6#2, %iterArg_4) : (tensor<7x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<7x3xf32>
      %8 = func.call @dynamic_update_index_in_dim_1(%iterArg_8, %6#3, %iterArg_4) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %9, %6#0, %6#1, %7, %8 : tensor<7x3xf32>, tensor<7x2x2xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<7x3xf32>, tensor<7xi32>
    }
    return %3#3, %3#4, %3#5, %3#6 : tensor<3xf32>, tensor<f32>, tensor<7x3xf32>, tensor<7xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<7x2x2xf32>, %arg1: tensor<i32>) -> tensor<2x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 2] : (tensor<7x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<3xf32>, %arg3: tensor<2x2xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<i32>) {
    %0 = stablehlo.add %arg0, %arg2 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1 = stablehlo.multiply %arg1, %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.add %1, %2 : tensor<f32>
    %4 = stablehlo.multiply %arg0, %arg2 : tensor<3xf32>
    %5 = stablehlo.convert %arg3 : (tensor<2x2xf32>) -> tensor<2x2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%5 init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xi32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.add %c_1, %6 : tensor<i32>
    return %0, %3, %4, %7 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<7x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<7x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<7x3xf32>
    return %1 : tensor<7x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    return %1 : tensor<7xi32>
  }
}

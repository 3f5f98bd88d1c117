module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x2x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<2x32xf32> {jax.result_info = "result[0]"}, tensor<20x2x32xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x2x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %c, %iterArg_3 = %0, %iterArg_4 = %1) : tensor<20x2x32xf32>, tensor<32x32xf32>, tensor<i32>, tensor<2x32xf32>, tensor<20x2x32xf32>
    cond {
      %c_5 = stablehlo.constant dense<20> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<20x2x32xf32>, tensor<i32>) -> tensor<2x32xf32>
      %4:2 = func.call @closed_call(%iterArg_1, %iterArg_3, %3) : (tensor<32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>) -> (tensor<2x32xf32>, tensor<2x32xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_4, %4#1, %iterArg_2) : (tensor<20x2x32xf32>, tensor<2x32xf32>, tensor<i32>) -> tensor<20x2x32xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %6, %4#0, %5 : tensor<20x2x32xf32>, tensor<32x32xf32>, tensor<i32>, tensor<2x32xf32>, tensor<20x2x32xf32>
    }
    return %2#3, %2#4 : tensor<2x32xf32>, tensor<20x2x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<20x2x32xf32>, %arg1: tensor<i32>) -> tensor<2x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 32] : (tensor<20x2x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<32x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x32xf32>) -> (tensor<2x32xf32>, tensor<2x32xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<2x32xf32>
    %2 = stablehlo.tanh %1 : tensor<2x32xf32>
    return %2, %2 : tensor<2x32xf32>, tensor<2x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<20x2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<i32>) -> tensor<20x2x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<20x2x32xf32>, tensor<1x2x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<20x2x32xf32>
    return %1 : tensor<20x2x32xf32>
  }
}

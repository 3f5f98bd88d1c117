module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<5x3x4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:8 = stablehlo.while(%iterArg = %arg1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %arg2, %iterArg_12 = %0, %iterArg_13 = %1, %iterArg_14 = %2, %iterArg_15 = %3) : tensor<5x3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_10, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<5x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %15:5 = func.call @closed_call(%iterArg_9, %iterArg_11, %14) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_12, %15#1, %iterArg_10) : (tensor<5x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<5x3x4xf32>
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_13, %15#2, %iterArg_10) : (tensor<5x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<5x3x4xf32>
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_14, %15#3, %iterArg_10) : (tensor<5x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<5x3x4xf32>
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_15, %15#4, %iterArg_10) : (tensor<5x3x4xf32>, tensor<3x4xf32>, tensor<i32>) -> tensor<5x3x4xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_10, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %20, %15#0, %16, %17, %18, %19 : tensor<5x3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>
    }
    %5 = stablehlo.multiply %4#3, %4#3 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.multiply %6, %4#3 : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %11 = stablehlo.multiply %10, %7 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %13:7 = stablehlo.while(%iterArg = %4#5, %iterArg_9 = %4#6, %iterArg_10 = %4#7, %iterArg_11 = %arg0, %iterArg_12 = %c_8, %iterArg_13 = %12, %iterArg_14 = %11) : tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>
    cond {
      %c_15 = stablehlo.constant dense<5> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_12, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_15 = stablehlo.constant dense<5> : tensor<i32>
      %14 = stablehlo.subtract %c_15, %iterArg_12 : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.subtract %14, %c_16 : tensor<i32>
      %16 = func.call @dynamic_index_in_dim(%iterArg, %15) : (tensor<5x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %17 = func.call @dynamic_index_in_dim(%iterArg_9, %15) : (tensor<5x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %18 = func.call @dynamic_index_in_dim(%iterArg_10, %15) : (tensor<5x3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
      %19:2 = func.call @closed_call_0(%iterArg_11, %iterArg_13, %iterArg_14, %16, %17, %18) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>)
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_12, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %20, %19#0, %19#1 : tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>
    }
    return %13#5 : tensor<4x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3x4xf32>, %arg1: tensor<i32>) -> tensor<3x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 4] : (tensor<5x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3x4xf32>
    %2 = stablehlo.tanh %1 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<3x4xf32>
    return %2, %2, %arg1, %2, %4 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<i32>) -> tensor<5x3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x3x4xf32>, tensor<1x3x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x3x4xf32>
    return %1 : tensor<5x3x4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<3x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.multiply %arg2, %arg5 : tensor<3x4xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<3x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.dot_general %2, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<4x4xf32>
    %6 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    return %5, %6 : tensor<4x4xf32>, tensor<3x4xf32>
  }
}

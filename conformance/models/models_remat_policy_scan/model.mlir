module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<6x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c, %iterArg_6 = %arg1, %iterArg_7 = %0) : tensor<6x6xf32>, tensor<i32>, tensor<3x6xf32>, tensor<4x3x6xf32>
    cond {
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:2 = func.call @closed_call(%iterArg, %iterArg_6) : (tensor<6x6xf32>, tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>)
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_7, %7#1, %iterArg_5) : (tensor<4x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<4x3x6xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %9, %7#0, %8 : tensor<6x6xf32>, tensor<i32>, tensor<3x6xf32>, tensor<4x3x6xf32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1#2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6:5 = stablehlo.while(%iterArg = %1#3, %iterArg_5 = %arg0, %iterArg_6 = %c_4, %iterArg_7 = %5, %iterArg_8 = %4) : tensor<4x3x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6x6xf32>, tensor<3x6xf32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %7 = stablehlo.subtract %c_9, %iterArg_6 : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.subtract %7, %c_10 : tensor<i32>
      %9 = func.call @dynamic_index_in_dim(%iterArg, %8) : (tensor<4x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %10:2 = func.call @closed_call_0(%iterArg_5, %iterArg_7, %iterArg_8, %9) : (tensor<6x6xf32>, tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<6x6xf32>, tensor<3x6xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_6, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %11, %10#0, %10#1 : tensor<4x3x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6x6xf32>, tensor<3x6xf32>
    }
    return %6#3 : tensor<6x6xf32>
  }
  func.func private @closed_call(%arg0: tensor<6x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.sine %0 : tensor<3x6xf32>
    return %1, %arg1 : tensor<3x6xf32>, tensor<3x6xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<i32>) -> tensor<4x3x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x3x6xf32>, tensor<1x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x3x6xf32>
    return %1 : tensor<4x3x6xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3x6xf32>, %arg1: tensor<i32>) -> tensor<3x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 6] : (tensor<4x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x6xf32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<6x6xf32>, %arg1: tensor<6x6xf32>, %arg2: tensor<3x6xf32>, %arg3: tensor<3x6xf32>) -> (tensor<6x6xf32>, tensor<3x6xf32>) {
    %0:3 = stablehlo.optimization_barrier %arg0, %arg3, %arg2 : tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %2 = stablehlo.cosine %1 : tensor<3x6xf32>
    %3 = stablehlo.multiply %0#2, %2 : tensor<3x6xf32>
    %4 = stablehlo.dot_general %3, %0#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %6 = stablehlo.dot_general %3, %0#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %7 = stablehlo.add %arg1, %5 : tensor<6x6xf32>
    return %7, %6 : tensor<6x6xf32>, tensor<3x6xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x0xi1>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<i32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.abs %arg1 : tensor<8x1x1xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x1x1xf32>
    %3 = stablehlo.remainder %arg1, %2 : tensor<8x1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x1x1xf32>) -> tensor<8xf32>
    %5 = stablehlo.reshape %4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.dot_general %arg1, %5, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1xf32>, tensor<1x8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9:4 = stablehlo.while(%iterArg = %6, %iterArg_3 = %c, %iterArg_4 = %7, %iterArg_5 = %8) : tensor<8x1xf32>, tensor<i32>, tensor<1xf32>, tensor<8x1xf32>
    cond {
      %c_6 = stablehlo.constant dense<8> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<8> : tensor<i32>
      %12 = stablehlo.subtract %c_6, %iterArg_3 : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_7 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<8x1xf32>, tensor<i32>) -> tensor<1xf32>
      %15:2 = func.call @closed_call(%iterArg_4, %14) : (tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_5, %15#1, %13) : (tensor<8x1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<8x1xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %17, %15#0, %16 : tensor<8x1xf32>, tensor<i32>, tensor<1xf32>, tensor<8x1xf32>
    }
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9#2 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %11 : tensor<1xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> tensor<1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1] : (tensor<8x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xf32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @closed_call(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>) {
    %cst = stablehlo.constant dense<-6.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1xf32>
    %2 = stablehlo.sine %arg1 : tensor<1xf32>
    %3 = stablehlo.add %1, %2 : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<1xf32>
    return %3, %5 : tensor<1xf32>, tensor<1xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<i32>) -> tensor<8x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<8x1xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x32xf32>, %arg1: tensor<6x32x32xf32>) -> (tensor<20x32xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %0) : tensor<6x32x32xf32>, tensor<i32>, tensor<20x32xf32>, tensor<6xf32>
    cond {
      %c_3 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<6x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %3:2 = func.call @closed_call(%iterArg_1, %2) : (tensor<20x32xf32>, tensor<32x32xf32>) -> (tensor<20x32xf32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_2, %3#1, %iterArg_0) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<6x32x32xf32>, tensor<i32>, tensor<20x32xf32>, tensor<6xf32>
    }
    return %1#2, %1#3 : tensor<20x32xf32>, tensor<6xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<6x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<20x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<20x32xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<20x32xf32>, tensor<32x32xf32>) -> tensor<20x32xf32>
    %1 = stablehlo.tanh %0 : tensor<20x32xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<20x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<20x32xf32>, tensor<f32>) -> tensor<20xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<20xf32>) -> tensor<20x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<20x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<20x1xf32>) -> tensor<20x32xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<20x32xf32>
    %9 = chlo.square %8 : tensor<20x32xf32> -> tensor<20x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<20x32xf32>, tensor<f32>) -> tensor<20xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<20xf32>) -> tensor<20x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<20x1xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<20x1xf32>) -> tensor<20x32xf32>
    %15 = stablehlo.subtract %2, %14 : tensor<20x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<20x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<20x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<20x1xf32>) -> tensor<20x32xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<20x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<20x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<20x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%arg0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<20x32xf32>, tensor<f32>) -> tensor<f32>
    return %24, %25 : tensor<20x32xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
}

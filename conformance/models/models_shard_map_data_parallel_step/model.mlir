module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<8x6xf32>, %arg2: tensor<8x3xf32>) -> (tensor<6x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 : tensor<8x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x6xf32>) -> tensor<3x6xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %21 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %20 = stablehlo.divide %18, %19 : tensor<6x3xf32>
    return %20 : tensor<6x3xf32>
  }
}

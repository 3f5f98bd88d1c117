module @jit_mlp_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x10xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<8x6xf32>, %arg5: tensor<8x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6x10xf32> {jax.result_info = "result[1][0]"}, tensor<10xf32> {jax.result_info = "result[1][1]"}, tensor<10x3xf32> {jax.result_info = "result[1][2]"}, tensor<3xf32> {jax.result_info = "result[1][3]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x10xf32>) -> tensor<8x10xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x10xf32>
    %4:3 = call @silu(%3) : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>)
    %5 = stablehlo.dot_general %4#0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<10x3xf32>) -> tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x3xf32>
    %9 = stablehlo.subtract %8, %arg5 : tensor<8x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<8x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<8x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %14 = stablehlo.divide %13, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %15 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %17 = stablehlo.multiply %16, %12 : tensor<8x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.reshape %18 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.dot_general %17, %4#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x10xf32>) -> tensor<3x10xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<3x10xf32>) -> tensor<10x3xf32>
    %23 = stablehlo.dot_general %17, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<10x3xf32>) -> tensor<8x10xf32>
    %24 = call @silu_0(%4#1, %4#2, %3, %23) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %26 = stablehlo.reshape %25 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %28 = stablehlo.dot_general %24, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x6xf32>) -> tensor<10x6xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<10x6xf32>) -> tensor<6x10xf32>
    return %14, %29, %27, %22, %20 : tensor<f32>, tensor<6x10xf32>, tensor<10xf32>, tensor<10x3xf32>, tensor<3xf32>
  }
  func.func private @silu(%arg0: tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x10xf32>
    %1 = stablehlo.exponential %0 : tensor<8x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x10xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x10xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x10xf32>
    return %9, %8, %5 : tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>
  }
  func.func private @silu_0(%arg0: tensor<8x10xf32>, %arg1: tensor<8x10xf32>, %arg2: tensor<8x10xf32>, %arg3: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x10xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x10xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x10xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x10xf32>
    return %3 : tensor<8x10xf32>
  }
}

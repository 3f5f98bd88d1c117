module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x40x48xf32>, %arg1: tensor<48x96xf32>, %arg2: tensor<96x48xf32>, %arg3: tensor<48xf32>, %arg4: tensor<48xf32>) -> (tensor<2x40x48xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x40x48xf32>, tensor<f32>) -> tensor<2x40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %cst_0 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x40x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x40x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x40x1xf32>) -> tensor<2x40x48xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x40x48xf32>
    %6 = chlo.square %5 : tensor<2x40x48xf32> -> tensor<2x40x48xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x40x48xf32>, tensor<f32>) -> tensor<2x40xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %cst_2 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x40x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x40x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x40x1xf32>) -> tensor<2x40x48xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x40x48xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x40x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x40x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x40x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x40x1xf32>) -> tensor<2x40x48xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x40x48xf32>
    %18 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<2x40x48xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x40x48xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<2x40x48xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x40x48xf32>
    %24 = stablehlo.dot_general %23, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x40x48xf32>, tensor<48x96xf32>) -> tensor<2x40x96xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<2x40x96xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<2x40x96xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x40x96xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2x40x96xf32>
    %29 = stablehlo.add %24, %28 : tensor<2x40x96xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x40x96xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2x40x96xf32>
    %32 = stablehlo.tanh %31 : tensor<2x40x96xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x40x96xf32>
    %34 = stablehlo.add %33, %32 : tensor<2x40x96xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x40x96xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x40x96xf32>
    %37 = stablehlo.multiply %24, %36 : tensor<2x40x96xf32>
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x40x96xf32>, tensor<96x48xf32>) -> tensor<2x40x48xf32>
    %39 = stablehlo.add %arg0, %38 : tensor<2x40x48xf32>
    return %39 : tensor<2x40x48xf32>
  }
}

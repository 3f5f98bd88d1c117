module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x10xf32>, %arg1: tensor<6x2xf32>, %arg2: tensor<10x4xf32>, %arg3: tensor<2x10xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<10x4xf32> {jax.result_info = "result[1][0]"}, tensor<2x10xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xf32>, tensor<10x4xf32>) -> tensor<6x4xf32>
    %1 = stablehlo.slice %0 [0:6, 0:2] : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %2 = stablehlo.slice %0 [0:6, 2:4] : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<6x2xf32>
    %5 = stablehlo.exponential %4 : tensor<6x2xf32>
    %6 = stablehlo.multiply %5, %arg1 : tensor<6x2xf32>
    %7 = stablehlo.add %1, %6 : tensor<6x2xf32>
    %8 = stablehlo.dot_general %7, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x2xf32>, tensor<2x10xf32>) -> tensor<6x10xf32>
    %9 = stablehlo.negate %8 : tensor<6x10xf32>
    %10 = stablehlo.exponential %9 : tensor<6x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %12 = stablehlo.add %11, %10 : tensor<6x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %14 = stablehlo.divide %13, %12 : tensor<6x10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<6x10xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<6x10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %19 = stablehlo.add %18, %2 : tensor<6x2xf32>
    %20 = stablehlo.multiply %1, %1 : tensor<6x2xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %22 = stablehlo.multiply %21, %1 : tensor<6x2xf32>
    %23 = stablehlo.subtract %19, %20 : tensor<6x2xf32>
    %24 = stablehlo.exponential %2 : tensor<6x2xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<6x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.multiply %cst_6, %26 : tensor<f32>
    %28 = stablehlo.negate %arg0 : tensor<6x10xf32>
    %29 = stablehlo.exponential %28 : tensor<6x10xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %31 = stablehlo.add %30, %29 : tensor<6x10xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %33 = stablehlo.divide %32, %31 : tensor<6x10xf32>
    %34 = stablehlo.subtract %14, %33 : tensor<6x10xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<6x10xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<6x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x10xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.add %38, %27 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %41 = stablehlo.multiply %40, %37 : tensor<6x10xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %44 = stablehlo.negate %43 : tensor<6x2xf32>
    %45 = stablehlo.multiply %44, %24 : tensor<6x2xf32>
    %46 = stablehlo.negate %43 : tensor<6x2xf32>
    %47 = stablehlo.add %45, %43 : tensor<6x2xf32>
    %48 = stablehlo.multiply %46, %22 : tensor<6x2xf32>
    %49 = stablehlo.multiply %41, %17 : tensor<6x10xf32>
    %50 = stablehlo.dot_general %49, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xf32>, tensor<6x2xf32>) -> tensor<10x2xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<10x2xf32>) -> tensor<2x10xf32>
    %52 = stablehlo.dot_general %49, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x10xf32>, tensor<2x10xf32>) -> tensor<6x2xf32>
    %53 = stablehlo.add %48, %52 : tensor<6x2xf32>
    %54 = stablehlo.multiply %52, %arg1 : tensor<6x2xf32>
    %55 = stablehlo.multiply %54, %5 : tensor<6x2xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<6x2xf32>
    %58 = stablehlo.add %47, %57 : tensor<6x2xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.pad %58, %cst_15, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.pad %53, %cst_16, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %61 = stablehlo.add %59, %60 : tensor<6x4xf32>
    %62 = stablehlo.dot_general %61, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<6x10xf32>) -> tensor<4x10xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<4x10xf32>) -> tensor<10x4xf32>
    return %39, %63, %51 : tensor<f32>, tensor<10x4xf32>, tensor<2x10xf32>
  }
}

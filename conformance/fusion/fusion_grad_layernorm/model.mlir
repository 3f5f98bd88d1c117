module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33x70xf32>, %arg1: tensor<70xf32>) -> (tensor<33x70xf32> {jax.result_info = "result[0]"}, tensor<70xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<33xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<33xf32>) -> tensor<33x1xf32>
    %cst_0 = stablehlo.constant dense<7.000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<33x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x70xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<33x70xf32>
    %6 = chlo.square %5 : tensor<33x70xf32> -> tensor<33x70xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<33x70xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<33x70xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<33xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<33xf32>) -> tensor<33x1xf32>
    %cst_3 = stablehlo.constant dense<7.000000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<33x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x70xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<33x70xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<33x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<33x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<33x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<33x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x70xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<33x70xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<70xf32>) -> tensor<1x70xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x70xf32>) -> tensor<33x70xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<33x70xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<33x70xf32>
    %27 = stablehlo.add %25, %26 : tensor<33x70xf32>
    %28 = stablehlo.sine %27 : tensor<33x70xf32>
    %29 = stablehlo.cosine %27 : tensor<33x70xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<33x70xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<33x70xf32>
    %33 = stablehlo.multiply %22, %32 : tensor<33x70xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<33x70xf32>, tensor<f32>) -> tensor<70xf32>
    %35 = stablehlo.reshape %34 : (tensor<70xf32>) -> tensor<1x70xf32>
    %36 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x70xf32>) -> tensor<33x70xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<33x70xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x70xf32>, tensor<f32>) -> tensor<70xf32>
    %39 = stablehlo.multiply %14, %37 : tensor<33x70xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<33xf32>
    %41 = stablehlo.reshape %40 : (tensor<33xf32>) -> tensor<33x1xf32>
    %42 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<33x1xf32>) -> tensor<33x70xf32>
    %43 = stablehlo.multiply %37, %42 : tensor<33x70xf32>
    %44 = stablehlo.multiply %41, %20 : tensor<33x1xf32>
    %45 = stablehlo.negate %43 : tensor<33x70xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<33xf32>
    %47 = stablehlo.reshape %46 : (tensor<33xf32>) -> tensor<33x1xf32>
    %cst_13 = stablehlo.constant dense<7.000000e+01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %49 = stablehlo.divide %44, %48 : tensor<33x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<33x1xf32>, tensor<f32>) -> tensor<33xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<33xf32>) -> tensor<33x70xf32>
    %52 = stablehlo.multiply %51, %8 : tensor<33x70xf32>
    %53 = stablehlo.negate %52 : tensor<33x70xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<33x70xf32>, tensor<f32>) -> tensor<33xf32>
    %55 = stablehlo.reshape %54 : (tensor<33xf32>) -> tensor<33x1xf32>
    %56 = stablehlo.add %43, %52 : tensor<33x70xf32>
    %57 = stablehlo.add %47, %55 : tensor<33x1xf32>
    %cst_16 = stablehlo.constant dense<7.000000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<33x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<33x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<33x1xf32>, tensor<f32>) -> tensor<33xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<33xf32>) -> tensor<33x70xf32>
    %62 = stablehlo.add %56, %61 : tensor<33x70xf32>
    return %62, %38 : tensor<33x70xf32>, tensor<70xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<10x5xf32>, %arg2: tensor<10x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x5xf32>, tensor<5x3xf32>) -> tensor<10x3xf32>
    %3 = stablehlo.subtract %2, %arg2 : tensor<10x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<10x3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x3xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<10x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %9 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<10x3xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<10x3xf32>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x3xf32>, tensor<10x5xf32>) -> tensor<3x5xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %15 = stablehlo.multiply %14, %0 : tensor<5x3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<5x3xf32>
    %18 = stablehlo.add %15, %17 : tensor<5x3xf32>
    %cst_8 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %20 = stablehlo.multiply %19, %1 : tensor<5x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %22 = stablehlo.multiply %21, %13 : tensor<5x3xf32>
    %23 = stablehlo.multiply %22, %13 : tensor<5x3xf32>
    %24 = stablehlo.add %20, %23 : tensor<5x3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %26 = stablehlo.divide %18, %25 : tensor<5x3xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<5x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %30 = stablehlo.divide %24, %29 : tensor<5x3xf32>
    %31 = stablehlo.sqrt %30 : tensor<5x3xf32>
    %cst_13 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %33 = stablehlo.add %31, %32 : tensor<5x3xf32>
    %34 = stablehlo.divide %28, %33 : tensor<5x3xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<5x3xf32>
    %36 = stablehlo.dot_general %arg1, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x5xf32>, tensor<5x3xf32>) -> tensor<10x3xf32>
    %37 = stablehlo.subtract %36, %arg2 : tensor<10x3xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<10x3xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10x3xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<10x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%38 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %43 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<10x3xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<10x3xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x3xf32>, tensor<10x5xf32>) -> tensor<3x5xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %49 = stablehlo.multiply %48, %18 : tensor<5x3xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<5x3xf32>
    %52 = stablehlo.add %49, %51 : tensor<5x3xf32>
    %cst_21 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %54 = stablehlo.multiply %53, %24 : tensor<5x3xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %56 = stablehlo.multiply %55, %47 : tensor<5x3xf32>
    %57 = stablehlo.multiply %56, %47 : tensor<5x3xf32>
    %58 = stablehlo.add %54, %57 : tensor<5x3xf32>
    %cst_23 = stablehlo.constant dense<1.900000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %60 = stablehlo.divide %52, %59 : tensor<5x3xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<5x3xf32>
    %cst_25 = stablehlo.constant dense<1.999000e-03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %64 = stablehlo.divide %58, %63 : tensor<5x3xf32>
    %65 = stablehlo.sqrt %64 : tensor<5x3xf32>
    %cst_26 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %67 = stablehlo.add %65, %66 : tensor<5x3xf32>
    %68 = stablehlo.divide %62, %67 : tensor<5x3xf32>
    %69 = stablehlo.subtract %35, %68 : tensor<5x3xf32>
    return %69, %52, %58 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
  }
}

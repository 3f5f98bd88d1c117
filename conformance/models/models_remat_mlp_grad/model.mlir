module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x2xf32>, %arg5: tensor<2xf32>, %arg6: tensor<7x5xf32>) -> (tensor<5x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<16x16xf32> {jax.result_info = "result[1][0]"}, tensor<16xf32> {jax.result_info = "result[1][1]"}, tensor<16x2xf32> {jax.result_info = "result[2][0]"}, tensor<2xf32> {jax.result_info = "result[2][1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x5xf32>, tensor<5x16xf32>) -> tensor<7x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<7x16xf32>
    %4 = call @relu(%3) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %8 = stablehlo.add %5, %7 : tensor<7x16xf32>
    %9 = call @relu(%8) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %10 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<16x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<7x2xf32>
    %13 = stablehlo.add %10, %12 : tensor<7x2xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<7x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<7x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<7x2xf32>
    %20:7 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %arg3, %arg4, %arg6, %19 : tensor<5x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x2xf32>, tensor<7x5xf32>, tensor<7x2xf32>
    %21 = stablehlo.dot_general %20#5, %20#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x5xf32>, tensor<5x16xf32>) -> tensor<7x16xf32>
    %22 = stablehlo.broadcast_in_dim %20#1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %24 = stablehlo.add %21, %23 : tensor<7x16xf32>
    %25 = call @relu_0(%24) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %29 = stablehlo.dot_general %25, %20#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %30 = stablehlo.broadcast_in_dim %20#3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %32 = stablehlo.add %29, %31 : tensor<7x16xf32>
    %33 = call @relu_0(%32) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %35 = stablehlo.compare GT, %32, %34, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%20#6 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<7x2xf32>, tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.reshape %37 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %40 = stablehlo.dot_general %20#6, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x2xf32>, tensor<7x16xf32>) -> tensor<2x16xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %42 = stablehlo.dot_general %20#6, %20#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<7x2xf32>, tensor<16x2xf32>) -> tensor<7x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %44 = stablehlo.select %35, %42, %43 : tensor<7x16xi1>, tensor<7x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.dot_general %44, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<16x16xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.dot_general %44, %20#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %52 = stablehlo.select %27, %50, %51 : tensor<7x16xi1>, tensor<7x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.dot_general %52, %20#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x16xf32>, tensor<7x5xf32>) -> tensor<16x5xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    return %57, %55, %49, %47, %41, %39 : tensor<5x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x2xf32>, tensor<2xf32>
  }
  func.func private @relu(%arg0: tensor<7x16xf32>) -> tensor<7x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7x16xf32>
    return %1 : tensor<7x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<7x16xf32>) -> tensor<7x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7x16xf32>
    return %1 : tensor<7x16xf32>
  }
}

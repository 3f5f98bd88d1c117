module @jit_ln_attn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<8x4xf32>) -> (tensor<5x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8x4xf32> {jax.result_info = "result[3]"}, tensor<8x4xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x8xf32>
    %6 = chlo.square %5 : tensor<5x8xf32> -> tensor<5x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<5x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<5x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<5x8xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<5x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<5x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<5x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<5x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<5x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<5x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %28 = stablehlo.add %25, %27 : tensor<5x8xf32>
    %29 = stablehlo.dot_general %28, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf32>, tensor<8x4xf32>) -> tensor<5x4xf32>
    %30 = stablehlo.dot_general %28, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf32>, tensor<8x4xf32>) -> tensor<5x4xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %32 = stablehlo.dot_general %29, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %34 = stablehlo.divide %32, %33 : tensor<5x5xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %36 = stablehlo.reshape %35 : (tensor<5xf32>) -> tensor<5x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %38 = stablehlo.compare EQ, %34, %37, FLOAT : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %39 = stablehlo.convert %38 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %42 = stablehlo.maximum %41, %35 : tensor<5xf32>
    %43 = stablehlo.compare EQ, %35, %42, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %46 = stablehlo.select %43, %44, %45 : tensor<5xi1>, tensor<5xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %48 = stablehlo.compare EQ, %47, %42, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %51 = stablehlo.select %48, %49, %50 : tensor<5xi1>, tensor<5xf32>
    %52 = stablehlo.divide %46, %51 : tensor<5xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %55 = stablehlo.subtract %34, %54 : tensor<5x5xf32>
    %56 = stablehlo.exponential %55 : tensor<5x5xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %60 = stablehlo.divide %56, %59 : tensor<5x5xf32>
    %61 = stablehlo.multiply %58, %58 : tensor<5x1xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<5x1xf32>
    %64 = stablehlo.dot_general %60, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %67 = stablehlo.dot_general %66, %60, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf32>, tensor<5x5xf32>) -> tensor<8x5xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
    %69 = stablehlo.dot_general %66, %28, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x5xf32>
    %70 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<5x5xf32>
    %72 = stablehlo.multiply %71, %56 : tensor<5x5xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %74 = stablehlo.reshape %73 : (tensor<5xf32>) -> tensor<5x1xf32>
    %75 = stablehlo.negate %74 : tensor<5x1xf32>
    %76 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %77 = stablehlo.divide %69, %76 : tensor<5x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<5xf32>) -> tensor<5x5xf32>
    %80 = stablehlo.add %77, %79 : tensor<5x5xf32>
    %81 = stablehlo.multiply %80, %56 : tensor<5x5xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %83 = stablehlo.divide %81, %82 : tensor<5x5xf32>
    %84 = stablehlo.dot_general %83, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %86 = stablehlo.dot_general %83, %31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<4x5xf32>) -> tensor<5x4xf32>
    %87 = stablehlo.transpose %85, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %88 = stablehlo.dot_general %87, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<5x8xf32>) -> tensor<4x8xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %90 = stablehlo.dot_general %87, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<8x4xf32>) -> tensor<5x8xf32>
    %91 = stablehlo.add %68, %90 : tensor<5x8xf32>
    %92 = stablehlo.dot_general %86, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<5x8xf32>) -> tensor<4x8xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %94 = stablehlo.dot_general %86, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<8x4xf32>) -> tensor<5x8xf32>
    %95 = stablehlo.add %91, %94 : tensor<5x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %97 = stablehlo.reshape %96 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.multiply %22, %95 : tensor<5x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.reshape %100 : (tensor<8xf32>) -> tensor<1x8xf32>
    %102 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %103 = stablehlo.multiply %95, %102 : tensor<5x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%101 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.multiply %14, %103 : tensor<5x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %107 = stablehlo.reshape %106 : (tensor<5xf32>) -> tensor<5x1xf32>
    %108 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %109 = stablehlo.multiply %103, %108 : tensor<5x8xf32>
    %110 = stablehlo.multiply %107, %20 : tensor<5x1xf32>
    %111 = stablehlo.negate %109 : tensor<5x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %113 = stablehlo.reshape %112 : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %115 = stablehlo.divide %110, %114 : tensor<5x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0] : (tensor<5xf32>) -> tensor<5x8xf32>
    %118 = stablehlo.multiply %117, %8 : tensor<5x8xf32>
    %119 = stablehlo.negate %118 : tensor<5x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>
    %121 = stablehlo.reshape %120 : (tensor<5xf32>) -> tensor<5x1xf32>
    %122 = stablehlo.add %109, %118 : tensor<5x8xf32>
    %123 = stablehlo.add %113, %121 : tensor<5x1xf32>
    %cst_31 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<5x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<5xf32>) -> tensor<5x8xf32>
    %128 = stablehlo.add %122, %127 : tensor<5x8xf32>
    return %128, %104, %98, %93, %89 : tensor<5x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1][0]"}, tensor<16xf32> {jax.result_info = "result[1][1]"}, tensor<32xf32> {jax.result_info = "result[1][2]"}, tensor<16xf32> {jax.result_info = "result[1][3]"}, tensor<16xf32> {jax.result_info = "result[1][4]"}, tensor<16xf32> {jax.result_info = "result[1][5]"}, tensor<16x32xf32> {jax.result_info = "result[1][6]"}, tensor<32x16xf32> {jax.result_info = "result[1][7]"}, tensor<16x16xf32> {jax.result_info = "result[1][8]"}, tensor<16x16xf32> {jax.result_info = "result[1][9]"}, tensor<16x16xf32> {jax.result_info = "result[1][10]"}, tensor<16x16xf32> {jax.result_info = "result[1][11]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x6x16xf32>
    %6 = chlo.square %5 : tensor<2x6x16xf32> -> tensor<2x6x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x6x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x6x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x6x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x6x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x6x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x6x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x6x16xf32>
    %24 = stablehlo.dot_general %23, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<2x6x2x8xf32>) -> tensor<2x2x6x8xf32>
    %27 = stablehlo.dot_general %23, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<2x6x2x8xf32>) -> tensor<2x2x6x8xf32>
    %30 = stablehlo.dot_general %23, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] : (tensor<2x6x2x8xf32>) -> tensor<2x2x6x8xf32>
    %33 = stablehlo.dot_general %26, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x8xf32>, tensor<2x2x6x8xf32>) -> tensor<2x2x6x6xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x2x6x6xf32>
    %36 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %37 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %39:3 = call @_where(%38, %35, %cst_5) : (tensor<6x6xi1>, tensor<2x2x6x6xf32>, tensor<f32>) -> (tensor<2x2x6x6xf32>, tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %43 = stablehlo.compare EQ, %39#0, %42, FLOAT : (tensor<2x2x6x6xf32>, tensor<2x2x6x6xf32>) -> tensor<2x2x6x6xi1>
    %44 = stablehlo.convert %43 : (tensor<2x2x6x6xi1>) -> tensor<2x2x6x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %47 = stablehlo.maximum %46, %40 : tensor<2x2x6xf32>
    %48 = stablehlo.compare EQ, %40, %47, FLOAT : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %51 = stablehlo.select %48, %49, %50 : tensor<2x2x6xi1>, tensor<2x2x6xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %53 = stablehlo.compare EQ, %52, %47, FLOAT : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %56 = stablehlo.select %53, %54, %55 : tensor<2x2x6xi1>, tensor<2x2x6xf32>
    %57 = stablehlo.divide %51, %56 : tensor<2x2x6xf32>
    %58 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %60 = stablehlo.subtract %39#0, %59 : tensor<2x2x6x6xf32>
    %61 = stablehlo.exponential %60 : tensor<2x2x6x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %65 = stablehlo.divide %61, %64 : tensor<2x2x6x6xf32>
    %66 = stablehlo.multiply %63, %63 : tensor<2x2x6x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x6x1xf32>
    %68 = stablehlo.divide %67, %66 : tensor<2x2x6x1xf32>
    %69 = stablehlo.dot_general %65, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x6xf32>, tensor<2x2x6x8xf32>) -> tensor<2x2x6x8xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] : (tensor<2x2x6x8xf32>) -> tensor<2x6x2x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x6x2x8xf32>) -> tensor<2x6x16xf32>
    %72 = stablehlo.dot_general %71, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %73 = stablehlo.add %arg0, %72 : tensor<2x6x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %77 = stablehlo.divide %75, %76 : tensor<2x6x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<2x6x16xf32>
    %80 = chlo.square %79 : tensor<2x6x16xf32> -> tensor<2x6x16xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x6x16xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<2x6x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<2x6x1xf32>
    %87 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %88 = stablehlo.subtract %73, %87 : tensor<2x6x16xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %90 = stablehlo.add %86, %89 : tensor<2x6x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<2x6x1xf32>
    %92 = stablehlo.divide %91, %90 : tensor<2x6x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x6x1xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<2x6x16xf32>
    %97 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<2x6x16xf32>
    %100 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x6x16xf32>
    %103 = stablehlo.dot_general %102, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x32xf32>) -> tensor<2x6x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x6x32xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<2x6x32xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x6x32xf32>
    %109 = stablehlo.multiply %106, %106 : tensor<2x6x32xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x6x32xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %113 = stablehlo.multiply %112, %108 : tensor<2x6x32xf32>
    %114 = stablehlo.add %106, %113 : tensor<2x6x32xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x6x32xf32>
    %117 = stablehlo.tanh %116 : tensor<2x6x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %119 = stablehlo.subtract %118, %117 : tensor<2x6x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %121 = stablehlo.add %120, %117 : tensor<2x6x32xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<2x6x32xf32>
    %124 = stablehlo.multiply %106, %123 : tensor<2x6x32xf32>
    %125 = stablehlo.dot_general %124, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6x32xf32>, tensor<32x16xf32>) -> tensor<2x6x16xf32>
    %126 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x6x16xf32>
    %129 = stablehlo.add %73, %128 : tensor<2x6x16xf32>
    %130 = stablehlo.multiply %129, %129 : tensor<2x6x16xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x6x16xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<2x6x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%130 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %134 = stablehlo.divide %133, %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %135 = stablehlo.divide %cst_32, %cst_33 : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<2x6x16xf32>
    %137 = stablehlo.multiply %136, %132 : tensor<2x6x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.reshape %138 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.dot_general %137, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<2x6x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.transpose %141, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %143 = stablehlo.dot_general %137, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<32x16xf32>) -> tensor<2x6x32xf32>
    %144 = stablehlo.multiply %106, %143 : tensor<2x6x32xf32>
    %145 = stablehlo.multiply %143, %123 : tensor<2x6x32xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<2x6x32xf32>
    %148 = stablehlo.multiply %147, %119 : tensor<2x6x32xf32>
    %149 = stablehlo.multiply %148, %117 : tensor<2x6x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<2x6x32xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<2x6x32xf32>
    %153 = stablehlo.add %145, %152 : tensor<2x6x32xf32>
    %cst_38 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %155 = stablehlo.multiply %154, %152 : tensor<2x6x32xf32>
    %156 = stablehlo.multiply %155, %111 : tensor<2x6x32xf32>
    %157 = stablehlo.add %153, %156 : tensor<2x6x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %159 = stablehlo.reshape %158 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.dot_general %157, %102, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x32xf32>, tensor<2x6x16xf32>) -> tensor<32x16xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.dot_general %157, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x32xf32>, tensor<16x32xf32>) -> tensor<2x6x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.reshape %164 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.multiply %96, %163 : tensor<2x6x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %170 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x6x16xf32>
    %171 = stablehlo.multiply %163, %170 : tensor<2x6x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%169 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.multiply %88, %171 : tensor<2x6x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %176 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %177 = stablehlo.multiply %171, %176 : tensor<2x6x16xf32>
    %178 = stablehlo.multiply %175, %94 : tensor<2x6x1xf32>
    %179 = stablehlo.negate %177 : tensor<2x6x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %182 = stablehlo.add %137, %177 : tensor<2x6x16xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %184 = stablehlo.divide %178, %183 : tensor<2x6x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %187 = stablehlo.multiply %186, %82 : tensor<2x6x16xf32>
    %188 = stablehlo.negate %187 : tensor<2x6x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %191 = stablehlo.add %182, %187 : tensor<2x6x16xf32>
    %192 = stablehlo.add %181, %190 : tensor<2x6x1xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<2x6x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %197 = stablehlo.add %191, %196 : tensor<2x6x16xf32>
    %198 = stablehlo.dot_general %197, %71, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16x16xf32>
    %199 = stablehlo.transpose %198, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %200 = stablehlo.dot_general %197, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] : (tensor<2x6x2x8xf32>) -> tensor<2x2x6x8xf32>
    %203 = stablehlo.dot_general %202, %65, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x8xf32>, tensor<2x2x6x6xf32>) -> tensor<2x2x8x6xf32>
    %204 = stablehlo.transpose %203, dims = [0, 1, 3, 2] : (tensor<2x2x8x6xf32>) -> tensor<2x2x6x8xf32>
    %205 = stablehlo.dot_general %202, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x8xf32>, tensor<2x2x6x8xf32>) -> tensor<2x2x6x6xf32>
    %206 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x2x6x6xf32>
    %208 = stablehlo.multiply %207, %61 : tensor<2x2x6x6xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %211 = stablehlo.negate %210 : tensor<2x2x6x1xf32>
    %212 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %213 = stablehlo.divide %205, %212 : tensor<2x2x6x6xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%211 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x2x6x1xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<2x2x6xf32>) -> tensor<2x2x6x6xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x2x6x6xf32>
    %217 = stablehlo.multiply %216, %61 : tensor<2x2x6x6xf32>
    %218 = call @_where_0(%39#1, %39#2, %217) : (tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>, tensor<2x2x6x6xf32>) -> tensor<2x2x6x6xf32>
    %cst_54 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %220 = stablehlo.divide %218, %219 : tensor<2x2x6x6xf32>
    %221 = stablehlo.dot_general %220, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x6xf32>, tensor<2x2x6x8xf32>) -> tensor<2x2x6x8xf32>
    %222 = stablehlo.dot_general %220, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x6x6xf32>, tensor<2x2x6x8xf32>) -> tensor<2x2x6x8xf32>
    %223 = stablehlo.transpose %204, dims = [0, 2, 1, 3] : (tensor<2x2x6x8xf32>) -> tensor<2x6x2x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x6x2x8xf32>) -> tensor<2x6x16xf32>
    %225 = stablehlo.dot_general %224, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16x16xf32>
    %226 = stablehlo.transpose %225, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %227 = stablehlo.dot_general %224, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %228 = stablehlo.transpose %221, dims = [0, 2, 1, 3] : (tensor<2x2x6x8xf32>) -> tensor<2x6x2x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x6x2x8xf32>) -> tensor<2x6x16xf32>
    %230 = stablehlo.dot_general %229, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16x16xf32>
    %231 = stablehlo.transpose %230, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %232 = stablehlo.dot_general %229, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %233 = stablehlo.add %227, %232 : tensor<2x6x16xf32>
    %234 = stablehlo.transpose %222, dims = [0, 2, 1, 3] : (tensor<2x2x6x8xf32>) -> tensor<2x6x2x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x6x2x8xf32>) -> tensor<2x6x16xf32>
    %236 = stablehlo.dot_general %235, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<16x16xf32>
    %237 = stablehlo.transpose %236, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %238 = stablehlo.dot_general %235, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x6x16xf32>, tensor<16x16xf32>) -> tensor<2x6x16xf32>
    %239 = stablehlo.add %233, %238 : tensor<2x6x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.reshape %240 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.multiply %17, %239 : tensor<2x6x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %245 = stablehlo.reshape %244 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %134, %242, %166, %160, %140, %246, %172, %162, %142, %231, %199, %237, %226 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
  }
  func.func private @_where(%arg0: tensor<6x6xi1>, %arg1: tensor<2x2x6x6xf32>, %arg2: tensor<f32>) -> (tensor<2x2x6x6xf32>, tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<2x2x6x6xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    return %2, %0, %3 : tensor<2x2x6x6xf32>, tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<2x2x6x6xi1>, %arg1: tensor<2x2x6x6xf32>, %arg2: tensor<2x2x6x6xf32>) -> tensor<2x2x6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>
    return %1 : tensor<2x2x6x6xf32>
  }
}

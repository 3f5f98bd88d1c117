module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<5x6xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<5x6xf32> {jax.result_info = "result[4]"}, tensor<5x6xf32> {jax.result_info = "result[5]"}, tensor<5x6xf32> {jax.result_info = "result[6]"}, tensor<5x6xf32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = chlo.lgamma %arg0 : tensor<5x6xf32> -> tensor<5x6xf32>
    %1 = chlo.digamma %arg0 : tensor<5x6xf32> -> tensor<5x6xf32>
    %2 = chlo.erf_inv %arg1 : tensor<5x6xf32> -> tensor<5x6xf32>
    %3 = stablehlo.abs %arg1 : tensor<5x6xf32>
    %cst_5 = stablehlo.constant dense<9.800000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<5x6xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %7 = stablehlo.add %5, %6 : tensor<5x6xf32>
    %cst_7 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %9 = stablehlo.compare GT, %7, %8, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %11 = stablehlo.subtract %10, %7 : tensor<5x6xf32>
    %12 = call @_where(%9, %11, %7) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %14 = stablehlo.compare EQ, %12, %13, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %16 = call @_where(%14, %15, %12) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<5x6xf32>
    %19 = chlo.square %18 : tensor<5x6xf32> -> tensor<5x6xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<5x6xf32>
    %21 = call @polyval(%cst, %19) : (tensor<5xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %22 = call @polyval_0(%cst_0, %19) : (tensor<9xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %23 = stablehlo.divide %21, %22 : tensor<5x6xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<5x6xf32>
    %25 = stablehlo.add %18, %24 : tensor<5x6xf32>
    %cst_12 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<5x6xf32>
    %28 = stablehlo.log %16 : tensor<5x6xf32>
    %cst_13 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<5x6xf32>
    %31 = stablehlo.sqrt %30 : tensor<5x6xf32>
    %32 = stablehlo.log %31 : tensor<5x6xf32>
    %33 = stablehlo.divide %32, %31 : tensor<5x6xf32>
    %34 = stablehlo.subtract %31, %33 : tensor<5x6xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %36 = stablehlo.divide %35, %31 : tensor<5x6xf32>
    %37 = call @polyval_0(%cst_1, %36) : (tensor<9xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %39 = stablehlo.divide %38, %31 : tensor<5x6xf32>
    %40 = call @polyval_0(%cst_2, %39) : (tensor<9xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %41 = stablehlo.divide %37, %40 : tensor<5x6xf32>
    %42 = stablehlo.divide %41, %31 : tensor<5x6xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %44 = stablehlo.divide %43, %31 : tensor<5x6xf32>
    %45 = call @polyval_0(%cst_3, %44) : (tensor<9xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %47 = stablehlo.divide %46, %31 : tensor<5x6xf32>
    %48 = call @polyval_0(%cst_4, %47) : (tensor<9xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %49 = stablehlo.divide %45, %48 : tensor<5x6xf32>
    %50 = stablehlo.divide %49, %31 : tensor<5x6xf32>
    %51 = stablehlo.subtract %34, %42 : tensor<5x6xf32>
    %52 = stablehlo.subtract %34, %50 : tensor<5x6xf32>
    %cst_18 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %54 = stablehlo.compare GT, %16, %53, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %56 = stablehlo.compare GE, %31, %55, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %57 = call @_where(%56, %51, %52) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %58 = call @_where(%54, %27, %57) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_20 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %60 = stablehlo.compare GT, %7, %59, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %61 = stablehlo.negate %58 : tensor<5x6xf32>
    %62 = call @_where(%60, %58, %61) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_21 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %65 = stablehlo.compare EQ, %7, %64, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %66 = stablehlo.negate %63 : tensor<5x6xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %68 = stablehlo.compare EQ, %7, %67, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %69 = call @_where(%68, %63, %62) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %70 = call @_where(%65, %66, %69) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %72 = stablehlo.add %arg0, %71 : tensor<5x6xf32>
    %73 = chlo.lgamma %72 : tensor<5x6xf32> -> tensor<5x6xf32>
    %cst_25 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %75 = stablehlo.multiply %arg0, %74 : tensor<5x6xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %77 = stablehlo.add %75, %76 : tensor<5x6xf32>
    %78 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %79 = stablehlo.compare NE, %77, %77, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %80 = stablehlo.or %78, %79 : tensor<5x6xi1>
    %cst_27 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %82 = stablehlo.compare EQ, %77, %81, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %84 = stablehlo.compare EQ, %arg0, %83, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %86 = stablehlo.compare EQ, %77, %85, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %88 = stablehlo.compare LT, %77, %87, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %90 = stablehlo.compare LT, %arg0, %89, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %91 = stablehlo.and %84, %86 : tensor<5x6xi1>
    %92 = stablehlo.or %88, %90 : tensor<5x6xi1>
    %93 = stablehlo.or %92, %91 : tensor<5x6xi1>
    %94 = stablehlo.or %93, %80 : tensor<5x6xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %96 = stablehlo.compare GE, %77, %95, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %97 = stablehlo.compare GT, %77, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %98 = stablehlo.and %96, %97 : tensor<5x6xi1>
    %99 = stablehlo.log %77 : tensor<5x6xf32>
    %100 = stablehlo.multiply %arg0, %99 : tensor<5x6xf32>
    %101 = stablehlo.subtract %100, %77 : tensor<5x6xf32>
    %102 = chlo.lgamma %arg0 : tensor<5x6xf32> -> tensor<5x6xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<5x6xf32>
    %cst_33 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %104 = stablehlo.log %cst_33 : tensor<f32>
    %105 = stablehlo.negate %104 : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %107 = stablehlo.compare LT, %103, %106, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %108 = stablehlo.exponential %103 : tensor<5x6xf32>
    %109 = stablehlo.or %86, %94 : tensor<5x6xi1>
    %110 = stablehlo.or %109, %107 : tensor<5x6xi1>
    %111 = stablehlo.or %110, %82 : tensor<5x6xi1>
    %112 = stablehlo.not %111 : tensor<5x6xi1>
    %113 = stablehlo.and %112, %98 : tensor<5x6xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %115 = stablehlo.subtract %114, %arg0 : tensor<5x6xf32>
    %116 = stablehlo.add %77, %115 : tensor<5x6xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %118 = stablehlo.add %116, %117 : tensor<5x6xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %121 = stablehlo.add %77, %120 : tensor<5x6xf32>
    %122 = stablehlo.multiply %118, %77 : tensor<5x6xf32>
    %123 = stablehlo.divide %121, %122 : tensor<5x6xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %128 = stablehlo.negate %77 : tensor<5x6xf32>
    %129 = stablehlo.multiply %123, %128 : tensor<5x6xf32>
    %130 = stablehlo.subtract %127, %129 : tensor<5x6xf32>
    %131 = stablehlo.divide %130, %122 : tensor<5x6xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132:15 = stablehlo.while(%iterArg = %113, %iterArg_77 = %123, %iterArg_78 = %124, %iterArg_79 = %115, %iterArg_80 = %118, %iterArg_81 = %cst_42, %iterArg_82 = %121, %iterArg_83 = %122, %iterArg_84 = %119, %iterArg_85 = %77, %iterArg_86 = %125, %iterArg_87 = %126, %iterArg_88 = %127, %iterArg_89 = %128, %iterArg_90 = %131) : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    cond {
      %cst_91 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %235 = stablehlo.compare LT, %iterArg_81, %cst_91, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %236 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<i1>
      %237 = stablehlo.and %235, %236 : tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %235 = stablehlo.add %iterArg_81, %cst_91 : tensor<f32>
      %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %237 = stablehlo.add %iterArg_79, %236 : tensor<5x6xf32>
      %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %238 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %239 = stablehlo.add %iterArg_80, %238 : tensor<5x6xf32>
      %240 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %241 = stablehlo.multiply %237, %240 : tensor<5x6xf32>
      %242 = stablehlo.multiply %iterArg_82, %239 : tensor<5x6xf32>
      %243 = stablehlo.multiply %iterArg_84, %241 : tensor<5x6xf32>
      %244 = stablehlo.subtract %242, %243 : tensor<5x6xf32>
      %245 = stablehlo.multiply %iterArg_83, %239 : tensor<5x6xf32>
      %246 = stablehlo.multiply %iterArg_85, %241 : tensor<5x6xf32>
      %247 = stablehlo.subtract %245, %246 : tensor<5x6xf32>
      %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %248 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %249 = stablehlo.compare NE, %247, %248, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %250 = stablehlo.divide %244, %247 : tensor<5x6xf32>
      %251 = stablehlo.subtract %iterArg_77, %250 : tensor<5x6xf32>
      %252 = stablehlo.divide %251, %250 : tensor<5x6xf32>
      %253 = stablehlo.abs %252 : tensor<5x6xf32>
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %254 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %255 = stablehlo.select %249, %253, %254 : tensor<5x6xi1>, tensor<5x6xf32>
      %256 = stablehlo.select %249, %250, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %257 = stablehlo.multiply %iterArg_88, %239 : tensor<5x6xf32>
      %258 = stablehlo.subtract %257, %iterArg_82 : tensor<5x6xf32>
      %259 = stablehlo.multiply %iterArg_86, %241 : tensor<5x6xf32>
      %260 = stablehlo.subtract %258, %259 : tensor<5x6xf32>
      %261 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %262 = stablehlo.multiply %iterArg_84, %261 : tensor<5x6xf32>
      %263 = stablehlo.add %260, %262 : tensor<5x6xf32>
      %264 = stablehlo.multiply %iterArg_89, %239 : tensor<5x6xf32>
      %265 = stablehlo.subtract %264, %iterArg_83 : tensor<5x6xf32>
      %266 = stablehlo.multiply %iterArg_87, %241 : tensor<5x6xf32>
      %267 = stablehlo.subtract %265, %266 : tensor<5x6xf32>
      %268 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %269 = stablehlo.multiply %iterArg_85, %268 : tensor<5x6xf32>
      %270 = stablehlo.add %267, %269 : tensor<5x6xf32>
      %271 = stablehlo.multiply %256, %270 : tensor<5x6xf32>
      %272 = stablehlo.subtract %263, %271 : tensor<5x6xf32>
      %273 = stablehlo.divide %272, %247 : tensor<5x6xf32>
      %274 = stablehlo.select %249, %273, %iterArg_90 : tensor<5x6xi1>, tensor<5x6xf32>
      %275 = stablehlo.subtract %274, %iterArg_90 : tensor<5x6xf32>
      %276 = stablehlo.abs %275 : tensor<5x6xf32>
      %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %277 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %278 = stablehlo.select %249, %276, %277 : tensor<5x6xi1>, tensor<5x6xf32>
      %279 = stablehlo.abs %244 : tensor<5x6xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<f32>
      %281 = stablehlo.divide %280, %cst_97 : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %283 = stablehlo.compare GT, %279, %282, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %285 = stablehlo.multiply %iterArg_82, %284 : tensor<5x6xf32>
      %286 = stablehlo.select %283, %285, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_100 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %288 = stablehlo.multiply %244, %287 : tensor<5x6xf32>
      %289 = stablehlo.select %283, %288, %244 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %291 = stablehlo.multiply %iterArg_83, %290 : tensor<5x6xf32>
      %292 = stablehlo.select %283, %291, %iterArg_83 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_102 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %294 = stablehlo.multiply %247, %293 : tensor<5x6xf32>
      %295 = stablehlo.select %283, %294, %247 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_103 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %296 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %297 = stablehlo.multiply %iterArg_88, %296 : tensor<5x6xf32>
      %298 = stablehlo.select %283, %297, %iterArg_88 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_104 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %299 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %300 = stablehlo.multiply %iterArg_89, %299 : tensor<5x6xf32>
      %301 = stablehlo.select %283, %300, %iterArg_89 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %302 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %303 = stablehlo.multiply %263, %302 : tensor<5x6xf32>
      %304 = stablehlo.select %283, %303, %263 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %306 = stablehlo.multiply %270, %305 : tensor<5x6xf32>
      %307 = stablehlo.select %283, %306, %270 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %308 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %309 = stablehlo.compare GT, %255, %308, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %310 = stablehlo.and %iterArg, %309 : tensor<5x6xi1>
      %311 = stablehlo.select %iterArg, %256, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %312 = stablehlo.select %iterArg, %255, %iterArg_78 : tensor<5x6xi1>, tensor<5x6xf32>
      %313 = stablehlo.select %iterArg, %237, %iterArg_79 : tensor<5x6xi1>, tensor<5x6xf32>
      %314 = stablehlo.select %iterArg, %239, %iterArg_80 : tensor<5x6xi1>, tensor<5x6xf32>
      %315 = stablehlo.select %iterArg, %289, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      %316 = stablehlo.select %iterArg, %295, %iterArg_83 : tensor<5x6xi1>, tensor<5x6xf32>
      %317 = stablehlo.select %iterArg, %286, %iterArg_84 : tensor<5x6xi1>, tensor<5x6xf32>
      %318 = stablehlo.select %iterArg, %292, %iterArg_85 : tensor<5x6xi1>, tensor<5x6xf32>
      %319 = stablehlo.select %iterArg, %298, %iterArg_86 : tensor<5x6xi1>, tensor<5x6xf32>
      %320 = stablehlo.select %iterArg, %301, %iterArg_87 : tensor<5x6xi1>, tensor<5x6xf32>
      %321 = stablehlo.select %iterArg, %304, %iterArg_88 : tensor<5x6xi1>, tensor<5x6xf32>
      %322 = stablehlo.select %iterArg, %307, %iterArg_89 : tensor<5x6xi1>, tensor<5x6xf32>
      %323 = stablehlo.select %iterArg, %274, %iterArg_90 : tensor<5x6xi1>, tensor<5x6xf32>
      stablehlo.return %310, %311, %312, %313, %314, %235, %315, %316, %317, %318, %319, %320, %321, %322, %323 : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    }
    %133 = stablehlo.multiply %132#1, %108 : tensor<5x6xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %135 = stablehlo.subtract %134, %133 : tensor<5x6xf32>
    %136 = stablehlo.not %98 : tensor<5x6xi1>
    %137 = stablehlo.and %112, %136 : tensor<5x6xi1>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %142:7 = stablehlo.while(%iterArg = %137, %iterArg_77 = %arg0, %iterArg_78 = %138, %iterArg_79 = %139, %iterArg_80 = %77, %iterArg_81 = %140, %iterArg_82 = %141) : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %235 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %235 : tensor<i1>
    } do {
      %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %235 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %236 = stablehlo.add %iterArg_77, %235 : tensor<5x6xf32>
      %237 = stablehlo.divide %iterArg_80, %236 : tensor<5x6xf32>
      %238 = stablehlo.multiply %iterArg_81, %237 : tensor<5x6xf32>
      %239 = stablehlo.multiply %iterArg_78, %iterArg_80 : tensor<5x6xf32>
      %240 = stablehlo.multiply %236, %236 : tensor<5x6xf32>
      %241 = stablehlo.divide %239, %240 : tensor<5x6xf32>
      %242 = stablehlo.subtract %238, %241 : tensor<5x6xf32>
      %243 = stablehlo.add %iterArg_82, %242 : tensor<5x6xf32>
      %244 = stablehlo.divide %iterArg_80, %236 : tensor<5x6xf32>
      %245 = stablehlo.multiply %iterArg_78, %244 : tensor<5x6xf32>
      %246 = stablehlo.add %iterArg_79, %245 : tensor<5x6xf32>
      %247 = stablehlo.divide %245, %246 : tensor<5x6xf32>
      %cst_84 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %248 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %249 = stablehlo.compare GT, %247, %248, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %250 = stablehlo.and %iterArg, %249 : tensor<5x6xi1>
      %251 = stablehlo.select %iterArg, %236, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %252 = stablehlo.select %iterArg, %245, %iterArg_78 : tensor<5x6xi1>, tensor<5x6xf32>
      %253 = stablehlo.select %iterArg, %246, %iterArg_79 : tensor<5x6xi1>, tensor<5x6xf32>
      %254 = stablehlo.select %iterArg, %iterArg_80, %iterArg_80 : tensor<5x6xi1>, tensor<5x6xf32>
      %255 = stablehlo.select %iterArg, %242, %iterArg_81 : tensor<5x6xi1>, tensor<5x6xf32>
      %256 = stablehlo.select %iterArg, %243, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      stablehlo.return %250, %251, %252, %253, %254, %255, %256 : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    }
    %143 = stablehlo.multiply %142#3, %108 : tensor<5x6xf32>
    %144 = stablehlo.divide %143, %arg0 : tensor<5x6xf32>
    %145 = stablehlo.select %98, %135, %144 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %147 = stablehlo.select %86, %146, %145 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %149 = stablehlo.select %82, %148, %147 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_50 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %151 = stablehlo.select %94, %150, %149 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %153 = stablehlo.multiply %152, %arg0 : tensor<5x6xf32>
    %154 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %155 = stablehlo.compare NE, %153, %153, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %156 = stablehlo.or %154, %155 : tensor<5x6xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %158 = stablehlo.compare EQ, %arg0, %157, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %160 = stablehlo.compare EQ, %153, %159, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_54 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %162 = stablehlo.compare EQ, %153, %161, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %164 = stablehlo.compare LT, %153, %163, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %166 = stablehlo.compare LT, %arg0, %165, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %167 = stablehlo.and %158, %160 : tensor<5x6xi1>
    %168 = stablehlo.or %164, %166 : tensor<5x6xi1>
    %169 = stablehlo.or %168, %167 : tensor<5x6xi1>
    %170 = stablehlo.or %169, %156 : tensor<5x6xi1>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %172 = stablehlo.compare LT, %153, %171, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %173 = stablehlo.compare LT, %153, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %174 = stablehlo.or %172, %173 : tensor<5x6xi1>
    %175 = stablehlo.log %153 : tensor<5x6xf32>
    %176 = stablehlo.multiply %arg0, %175 : tensor<5x6xf32>
    %177 = stablehlo.subtract %176, %153 : tensor<5x6xf32>
    %178 = chlo.lgamma %arg0 : tensor<5x6xf32> -> tensor<5x6xf32>
    %179 = stablehlo.subtract %177, %178 : tensor<5x6xf32>
    %cst_58 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %180 = stablehlo.log %cst_58 : tensor<f32>
    %181 = stablehlo.negate %180 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %183 = stablehlo.compare LT, %179, %182, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %184 = stablehlo.or %170, %183 : tensor<5x6xi1>
    %185 = stablehlo.or %184, %162 : tensor<5x6xi1>
    %186 = stablehlo.or %185, %158 : tensor<5x6xi1>
    %187 = stablehlo.not %186 : tensor<5x6xi1>
    %188 = stablehlo.exponential %179 : tensor<5x6xf32>
    %189 = stablehlo.and %187, %174 : tensor<5x6xi1>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %194:7 = stablehlo.while(%iterArg = %189, %iterArg_77 = %arg0, %iterArg_78 = %190, %iterArg_79 = %191, %iterArg_80 = %153, %iterArg_81 = %192, %iterArg_82 = %193) : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %235 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %235 : tensor<i1>
    } do {
      %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %235 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %236 = stablehlo.add %iterArg_77, %235 : tensor<5x6xf32>
      %237 = stablehlo.divide %iterArg_80, %236 : tensor<5x6xf32>
      %238 = stablehlo.multiply %iterArg_81, %237 : tensor<5x6xf32>
      %239 = stablehlo.multiply %iterArg_78, %iterArg_80 : tensor<5x6xf32>
      %240 = stablehlo.multiply %236, %236 : tensor<5x6xf32>
      %241 = stablehlo.divide %239, %240 : tensor<5x6xf32>
      %242 = stablehlo.subtract %238, %241 : tensor<5x6xf32>
      %243 = stablehlo.add %iterArg_82, %242 : tensor<5x6xf32>
      %244 = stablehlo.divide %iterArg_80, %236 : tensor<5x6xf32>
      %245 = stablehlo.multiply %iterArg_78, %244 : tensor<5x6xf32>
      %246 = stablehlo.add %iterArg_79, %245 : tensor<5x6xf32>
      %247 = stablehlo.divide %245, %246 : tensor<5x6xf32>
      %cst_84 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %248 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %249 = stablehlo.compare GT, %247, %248, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %250 = stablehlo.and %iterArg, %249 : tensor<5x6xi1>
      %251 = stablehlo.select %iterArg, %236, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %252 = stablehlo.select %iterArg, %245, %iterArg_78 : tensor<5x6xi1>, tensor<5x6xf32>
      %253 = stablehlo.select %iterArg, %246, %iterArg_79 : tensor<5x6xi1>, tensor<5x6xf32>
      %254 = stablehlo.select %iterArg, %iterArg_80, %iterArg_80 : tensor<5x6xi1>, tensor<5x6xf32>
      %255 = stablehlo.select %iterArg, %242, %iterArg_81 : tensor<5x6xi1>, tensor<5x6xf32>
      %256 = stablehlo.select %iterArg, %243, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      stablehlo.return %250, %251, %252, %253, %254, %255, %256 : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    }
    %195 = stablehlo.multiply %194#3, %188 : tensor<5x6xf32>
    %196 = stablehlo.divide %195, %arg0 : tensor<5x6xf32>
    %197 = stablehlo.not %174 : tensor<5x6xi1>
    %198 = stablehlo.and %187, %197 : tensor<5x6xi1>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %200 = stablehlo.subtract %199, %arg0 : tensor<5x6xf32>
    %201 = stablehlo.add %153, %200 : tensor<5x6xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %203 = stablehlo.add %201, %202 : tensor<5x6xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %206 = stablehlo.add %153, %205 : tensor<5x6xf32>
    %207 = stablehlo.multiply %203, %153 : tensor<5x6xf32>
    %208 = stablehlo.divide %206, %207 : tensor<5x6xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %213 = stablehlo.negate %153 : tensor<5x6xf32>
    %214 = stablehlo.multiply %208, %213 : tensor<5x6xf32>
    %215 = stablehlo.subtract %212, %214 : tensor<5x6xf32>
    %216 = stablehlo.divide %215, %207 : tensor<5x6xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217:15 = stablehlo.while(%iterArg = %198, %iterArg_77 = %208, %iterArg_78 = %209, %iterArg_79 = %200, %iterArg_80 = %203, %iterArg_81 = %cst_71, %iterArg_82 = %206, %iterArg_83 = %207, %iterArg_84 = %204, %iterArg_85 = %153, %iterArg_86 = %210, %iterArg_87 = %211, %iterArg_88 = %212, %iterArg_89 = %213, %iterArg_90 = %216) : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    cond {
      %cst_91 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %235 = stablehlo.compare LT, %iterArg_81, %cst_91, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %236 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<i1>
      %237 = stablehlo.and %235, %236 : tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %235 = stablehlo.add %iterArg_81, %cst_91 : tensor<f32>
      %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %237 = stablehlo.add %iterArg_79, %236 : tensor<5x6xf32>
      %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %238 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %239 = stablehlo.add %iterArg_80, %238 : tensor<5x6xf32>
      %240 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %241 = stablehlo.multiply %237, %240 : tensor<5x6xf32>
      %242 = stablehlo.multiply %iterArg_82, %239 : tensor<5x6xf32>
      %243 = stablehlo.multiply %iterArg_84, %241 : tensor<5x6xf32>
      %244 = stablehlo.subtract %242, %243 : tensor<5x6xf32>
      %245 = stablehlo.multiply %iterArg_83, %239 : tensor<5x6xf32>
      %246 = stablehlo.multiply %iterArg_85, %241 : tensor<5x6xf32>
      %247 = stablehlo.subtract %245, %246 : tensor<5x6xf32>
      %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %248 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %249 = stablehlo.compare NE, %247, %248, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %250 = stablehlo.divide %244, %247 : tensor<5x6xf32>
      %251 = stablehlo.subtract %iterArg_77, %250 : tensor<5x6xf32>
      %252 = stablehlo.divide %251, %250 : tensor<5x6xf32>
      %253 = stablehlo.abs %252 : tensor<5x6xf32>
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %254 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %255 = stablehlo.select %249, %253, %254 : tensor<5x6xi1>, tensor<5x6xf32>
      %256 = stablehlo.select %249, %250, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %257 = stablehlo.multiply %iterArg_88, %239 : tensor<5x6xf32>
      %258 = stablehlo.subtract %257, %iterArg_82 : tensor<5x6xf32>
      %259 = stablehlo.multiply %iterArg_86, %241 : tensor<5x6xf32>
      %260 = stablehlo.subtract %258, %259 : tensor<5x6xf32>
      %261 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %262 = stablehlo.multiply %iterArg_84, %261 : tensor<5x6xf32>
      %263 = stablehlo.add %260, %262 : tensor<5x6xf32>
      %264 = stablehlo.multiply %iterArg_89, %239 : tensor<5x6xf32>
      %265 = stablehlo.subtract %264, %iterArg_83 : tensor<5x6xf32>
      %266 = stablehlo.multiply %iterArg_87, %241 : tensor<5x6xf32>
      %267 = stablehlo.subtract %265, %266 : tensor<5x6xf32>
      %268 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %269 = stablehlo.multiply %iterArg_85, %268 : tensor<5x6xf32>
      %270 = stablehlo.add %267, %269 : tensor<5x6xf32>
      %271 = stablehlo.multiply %256, %270 : tensor<5x6xf32>
      %272 = stablehlo.subtract %263, %271 : tensor<5x6xf32>
      %273 = stablehlo.divide %272, %247 : tensor<5x6xf32>
      %274 = stablehlo.select %249, %273, %iterArg_90 : tensor<5x6xi1>, tensor<5x6xf32>
      %275 = stablehlo.subtract %274, %iterArg_90 : tensor<5x6xf32>
      %276 = stablehlo.abs %275 : tensor<5x6xf32>
      %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %277 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %278 = stablehlo.select %249, %276, %277 : tensor<5x6xi1>, tensor<5x6xf32>
      %279 = stablehlo.abs %244 : tensor<5x6xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<f32>
      %281 = stablehlo.divide %280, %cst_97 : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %283 = stablehlo.compare GT, %279, %282, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %285 = stablehlo.multiply %iterArg_82, %284 : tensor<5x6xf32>
      %286 = stablehlo.select %283, %285, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_100 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %288 = stablehlo.multiply %244, %287 : tensor<5x6xf32>
      %289 = stablehlo.select %283, %288, %244 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %291 = stablehlo.multiply %iterArg_83, %290 : tensor<5x6xf32>
      %292 = stablehlo.select %283, %291, %iterArg_83 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_102 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %294 = stablehlo.multiply %247, %293 : tensor<5x6xf32>
      %295 = stablehlo.select %283, %294, %247 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_103 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %296 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %297 = stablehlo.multiply %iterArg_88, %296 : tensor<5x6xf32>
      %298 = stablehlo.select %283, %297, %iterArg_88 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_104 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %299 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %300 = stablehlo.multiply %iterArg_89, %299 : tensor<5x6xf32>
      %301 = stablehlo.select %283, %300, %iterArg_89 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %302 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %303 = stablehlo.multiply %263, %302 : tensor<5x6xf32>
      %304 = stablehlo.select %283, %303, %263 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %306 = stablehlo.multiply %270, %305 : tensor<5x6xf32>
      %307 = stablehlo.select %283, %306, %270 : tensor<5x6xi1>, tensor<5x6xf32>
      %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %308 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
      %309 = stablehlo.compare GT, %255, %308, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
      %310 = stablehlo.and %iterArg, %309 : tensor<5x6xi1>
      %311 = stablehlo.select %iterArg, %256, %iterArg_77 : tensor<5x6xi1>, tensor<5x6xf32>
      %312 = stablehlo.select %iterArg, %255, %iterArg_78 : tensor<5x6xi1>, tensor<5x6xf32>
      %313 = stablehlo.select %iterArg, %237, %iterArg_79 : tensor<5x6xi1>, tensor<5x6xf32>
      %314 = stablehlo.select %iterArg, %239, %iterArg_80 : tensor<5x6xi1>, tensor<5x6xf32>
      %315 = stablehlo.select %iterArg, %289, %iterArg_82 : tensor<5x6xi1>, tensor<5x6xf32>
      %316 = stablehlo.select %iterArg, %295, %iterArg_83 : tensor<5x6xi1>, tensor<5x6xf32>
      %317 = stablehlo.select %iterArg, %286, %iterArg_84 : tensor<5x6xi1>, tensor<5x6xf32>
      %318 = stablehlo.select %iterArg, %292, %iterArg_85 : tensor<5x6xi1>, tensor<5x6xf32>
      %319 = stablehlo.select %iterArg, %298, %iterArg_86 : tensor<5x6xi1>, tensor<5x6xf32>
      %320 = stablehlo.select %iterArg, %301, %iterArg_87 : tensor<5x6xi1>, tensor<5x6xf32>
      %321 = stablehlo.select %iterArg, %304, %iterArg_88 : tensor<5x6xi1>, tensor<5x6xf32>
      %322 = stablehlo.select %iterArg, %307, %iterArg_89 : tensor<5x6xi1>, tensor<5x6xf32>
      %323 = stablehlo.select %iterArg, %274, %iterArg_90 : tensor<5x6xi1>, tensor<5x6xf32>
      stablehlo.return %310, %311, %312, %313, %314, %235, %315, %316, %317, %318, %319, %320, %321, %322, %323 : tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
    }
    %218 = stablehlo.multiply %217#1, %188 : tensor<5x6xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %220 = stablehlo.subtract %219, %196 : tensor<5x6xf32>
    %221 = stablehlo.select %174, %220, %218 : tensor<5x6xi1>, tensor<5x6xf32>
    %222 = stablehlo.or %162, %158 : tensor<5x6xi1>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %224 = stablehlo.select %222, %223, %221 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_74 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %226 = stablehlo.select %170, %225, %224 : tensor<5x6xi1>, tensor<5x6xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %228 = stablehlo.compare NE, %arg0, %227, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %229 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %230 = stablehlo.or %228, %229 : tensor<5x6xi1>
    %231 = stablehlo.log %arg0 : tensor<5x6xf32>
    %232 = stablehlo.multiply %arg0, %231 : tensor<5x6xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %234 = call @_where(%230, %232, %233) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    return %0, %1, %2, %70, %73, %151, %226, %234 : tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>
  }
  func.func private @_where(%arg0: tensor<5x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    return %17 : tensor<5x6xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x6xf32>, %arg1: tensor<5x6xf32>, %arg2: tensor<f32>) -> tensor<5x6xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<5x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.add %0, %1 : tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<f32>) -> tensor<5x6xf32>
    return %29 : tensor<5x6xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<5x6xf32>, %arg1: tensor<5x6xf32>, %arg2: tensor<f32>) -> tensor<5x6xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<5x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.add %0, %1 : tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xf32>, %arg1: tensor<41xf32>) -> (tensor<33xf32> {jax.result_info = "result[0]"}, tensor<41xf32> {jax.result_info = "result[1]"}, tensor<41xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %cst_5 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %3 = stablehlo.subtract %2, %arg0 : tensor<33xf32>
    %4 = call @_where(%1, %3, %arg0) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %8 = call @_where(%6, %7, %4) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<33xf32>
    %11 = chlo.square %10 : tensor<33xf32> -> tensor<33xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<33xf32>
    %13 = call @polyval(%cst, %11) : (tensor<5xf32>, tensor<33xf32>) -> tensor<33xf32>
    %14 = call @polyval_0(%cst_0, %11) : (tensor<9xf32>, tensor<33xf32>) -> tensor<33xf32>
    %15 = stablehlo.divide %13, %14 : tensor<33xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<33xf32>
    %17 = stablehlo.add %10, %16 : tensor<33xf32>
    %cst_10 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<33xf32>
    %20 = stablehlo.log %8 : tensor<33xf32>
    %cst_11 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<33xf32>
    %23 = stablehlo.sqrt %22 : tensor<33xf32>
    %24 = stablehlo.log %23 : tensor<33xf32>
    %25 = stablehlo.divide %24, %23 : tensor<33xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<33xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %28 = stablehlo.divide %27, %23 : tensor<33xf32>
    %29 = call @polyval_0(%cst_1, %28) : (tensor<9xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %31 = stablehlo.divide %30, %23 : tensor<33xf32>
    %32 = call @polyval_0(%cst_2, %31) : (tensor<9xf32>, tensor<33xf32>) -> tensor<33xf32>
    %33 = stablehlo.divide %29, %32 : tensor<33xf32>
    %34 = stablehlo.divide %33, %23 : tensor<33xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %36 = stablehlo.divide %35, %23 : tensor<33xf32>
    %37 = call @polyval_0(%cst_3, %36) : (tensor<9xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %39 = stablehlo.divide %38, %23 : tensor<33xf32>
    %40 = call @polyval_0(%cst_4, %39) : (tensor<9xf32>, tensor<33xf32>) -> tensor<33xf32>
    %41 = stablehlo.divide %37, %40 : tensor<33xf32>
    %42 = stablehlo.divide %41, %23 : tensor<33xf32>
    %43 = stablehlo.subtract %26, %34 : tensor<33xf32>
    %44 = stablehlo.subtract %26, %42 : tensor<33xf32>
    %cst_16 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %46 = stablehlo.compare GT, %8, %45, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %48 = stablehlo.compare GE, %23, %47, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %49 = call @_where(%48, %43, %44) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %50 = call @_where(%46, %19, %49) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_18 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %52 = stablehlo.compare GT, %arg0, %51, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %53 = stablehlo.negate %50 : tensor<33xf32>
    %54 = call @_where(%52, %50, %53) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %57 = stablehlo.compare EQ, %arg0, %56, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %58 = stablehlo.negate %55 : tensor<33xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %60 = stablehlo.compare EQ, %arg0, %59, FLOAT : (tensor<33xf32>, tensor<33xf32>) -> tensor<33xi1>
    %61 = call @_where(%60, %55, %54) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %62 = call @_where(%57, %58, %61) : (tensor<33xi1>, tensor<33xf32>, tensor<33xf32>) -> tensor<33xf32>
    %cst_22 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %64 = stablehlo.compare GT, %arg1, %63, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %65 = stablehlo.negate %arg1 : tensor<41xf32>
    %cst_23 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %67 = stablehlo.maximum %arg1, %66 : tensor<41xf32>
    %68 = call @_where_2(%64, %65, %67) : (tensor<41xi1>, tensor<41xf32>, tensor<41xf32>) -> tensor<41xf32>
    %cst_24 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<41xf32>
    %71 = stablehlo.abs %70 : tensor<41xf32>
    %cst_25 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %73 = stablehlo.compare LT, %71, %72, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %74 = chlo.erf %70 : tensor<41xf32> -> tensor<41xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %76 = stablehlo.add %75, %74 : tensor<41xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %78 = stablehlo.compare GT, %70, %77, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %79 = chlo.erfc %71 : tensor<41xf32> -> tensor<41xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %81 = stablehlo.subtract %80, %79 : tensor<41xf32>
    %82 = chlo.erfc %71 : tensor<41xf32> -> tensor<41xf32>
    %83 = stablehlo.select %78, %81, %82 : tensor<41xi1>, tensor<41xf32>
    %84 = stablehlo.select %73, %76, %83 : tensor<41xi1>, tensor<41xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<41xf32>
    %87 = stablehlo.negate %86 : tensor<41xf32>
    %cst_30 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %89 = stablehlo.compare GT, %arg1, %88, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %90 = stablehlo.log %86 : tensor<41xf32>
    %cst_31 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %92 = stablehlo.minimum %arg1, %91 : tensor<41xf32>
    %93 = chlo.square %92 : tensor<41xf32> -> tensor<41xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<41xf32>
    %96 = stablehlo.negate %92 : tensor<41xf32>
    %97 = stablehlo.log %96 : tensor<41xf32>
    %98 = stablehlo.subtract %95, %97 : tensor<41xf32>
    %cst_33 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %100 = stablehlo.subtract %98, %99 : tensor<41xf32>
    %101 = chlo.square %92 : tensor<41xf32> -> tensor<41xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %105 = stablehlo.divide %104, %101 : tensor<41xf32>
    %106 = stablehlo.add %103, %105 : tensor<41xf32>
    %107 = stablehlo.multiply %101, %101 : tensor<41xf32>
    %cst_37 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %109 = stablehlo.divide %108, %107 : tensor<41xf32>
    %110 = stablehlo.add %102, %109 : tensor<41xf32>
    %111 = stablehlo.multiply %107, %101 : tensor<41xf32>
    %cst_38 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %113 = stablehlo.divide %112, %111 : tensor<41xf32>
    %114 = stablehlo.add %106, %113 : tensor<41xf32>
    %115 = stablehlo.multiply %111, %101 : tensor<41xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %117 = stablehlo.add %116, %110 : tensor<41xf32>
    %118 = stablehlo.subtract %117, %114 : tensor<41xf32>
    %119 = stablehlo.log %118 : tensor<41xf32>
    %120 = stablehlo.add %100, %119 : tensor<41xf32>
    %121 = call @_where_2(%89, %90, %120) : (tensor<41xi1>, tensor<41xf32>, tensor<41xf32>) -> tensor<41xf32>
    %122 = call @_where_2(%64, %87, %121) : (tensor<41xi1>, tensor<41xf32>, tensor<41xf32>) -> tensor<41xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %124 = stablehlo.multiply %arg1, %123 : tensor<41xf32>
    %125 = stablehlo.abs %124 : tensor<41xf32>
    %cst_41 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %127 = stablehlo.compare LT, %125, %126, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %128 = chlo.erf %124 : tensor<41xf32> -> tensor<41xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %130 = stablehlo.add %129, %128 : tensor<41xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %132 = stablehlo.compare GT, %124, %131, FLOAT : (tensor<41xf32>, tensor<41xf32>) -> tensor<41xi1>
    %133 = chlo.erfc %125 : tensor<41xf32> -> tensor<41xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %135 = stablehlo.subtract %134, %133 : tensor<41xf32>
    %136 = chlo.erfc %125 : tensor<41xf32> -> tensor<41xf32>
    %137 = stablehlo.select %132, %135, %136 : tensor<41xi1>, tensor<41xf32>
    %138 = stablehlo.select %127, %130, %137 : tensor<41xi1>, tensor<41xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<41xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<41xf32>
    return %62, %122, %140 : tensor<33xf32>, tensor<41xf32>, tensor<41xf32>
  }
  func.func private @_where(%arg0: tensor<33xi1>, %arg1: tensor<33xf32>, %arg2: tensor<33xf32>) -> tensor<33xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<33xi1>, tensor<33xf32>
    return %0 : tensor<33xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<33xf32>) -> tensor<33xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    return %17 : tensor<33xf32>
  }
  func.func private @closed_call(%arg0: tensor<33xf32>, %arg1: tensor<33xf32>, %arg2: tensor<f32>) -> tensor<33xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<33xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %2 = stablehlo.add %0, %1 : tensor<33xf32>
    return %2 : tensor<33xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<33xf32>) -> tensor<33xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<33xf32>, tensor<33xf32>, tensor<f32>) -> tensor<33xf32>
    return %29 : tensor<33xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<33xf32>, %arg1: tensor<33xf32>, %arg2: tensor<f32>) -> tensor<33xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<33xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %2 = stablehlo.add %0, %1 : tensor<33xf32>
    return %2 : tensor<33xf32>
  }
  func.func private @_where_2(%arg0: tensor<41xi1>, %arg1: tensor<41xf32>, %arg2: tensor<41xf32>) -> tensor<41xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<41xi1>, tensor<41xf32>
    return %0 : tensor<41xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xf32>) -> (tensor<4x7xf32> {jax.result_info = "result"}) {
    %0:2 = call @sort(%arg0) : (tensor<4x7xf32>) -> (tensor<4x7xf32>, tensor<4x7x1xui32>)
    %1 = stablehlo.slice %0#0 [0:4, 0:3] : (tensor<4x7xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<4x7xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %7 = stablehlo.reshape %indices : (tensor<4x2xi32>) -> tensor<4x2x1xi32>
    %8 = stablehlo.multiply %values, %values : tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %10 = stablehlo.multiply %9, %values : tensor<4x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.add %6, %11 : tensor<f32>
    %13 = stablehlo.slice %arg0 [0:3:2, 0:7] : (tensor<4x7xf32>) -> tensor<2x7xf32>
    %14 = stablehlo.slice %arg0 [1:4:2, 0:7] : (tensor<4x7xf32>) -> tensor<2x7xf32>
    %15 = stablehlo.maximum %13, %14 : tensor<2x7xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x7xi1>, tensor<2x7xf32>
    %20 = stablehlo.compare EQ, %14, %15, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<2x7xi1>, tensor<2x7xf32>
    %24 = stablehlo.divide %19, %23 : tensor<2x7xf32>
    %25 = stablehlo.compare EQ, %14, %15, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<2x7xi1>, tensor<2x7xf32>
    %29 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<2x7xi1>, tensor<2x7xf32>
    %33 = stablehlo.divide %28, %32 : tensor<2x7xf32>
    %34 = stablehlo.slice %15 [0:1:2, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %35 = stablehlo.slice %15 [1:2:2, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<1x7xf32>
    %37 = stablehlo.compare EQ, %34, %36, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %40 = stablehlo.select %37, %38, %39 : tensor<1x7xi1>, tensor<1x7xf32>
    %41 = stablehlo.compare EQ, %35, %36, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %44 = stablehlo.select %41, %42, %43 : tensor<1x7xi1>, tensor<1x7xf32>
    %45 = stablehlo.divide %40, %44 : tensor<1x7xf32>
    %46 = stablehlo.compare EQ, %35, %36, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %49 = stablehlo.select %46, %47, %48 : tensor<1x7xi1>, tensor<1x7xf32>
    %50 = stablehlo.compare EQ, %34, %36, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %53 = stablehlo.select %50, %51, %52 : tensor<1x7xi1>, tensor<1x7xf32>
    %54 = stablehlo.divide %49, %53 : tensor<1x7xf32>
    %55 = stablehlo.slice %36 [0:0, 0:7] : (tensor<1x7xf32>) -> tensor<0x7xf32>
    %56 = stablehlo.slice %15 [2:2:2, 0:7] : (tensor<2x7xf32>) -> tensor<0x7xf32>
    %57 = stablehlo.maximum %55, %56 : tensor<0x7xf32>
    %58 = stablehlo.compare EQ, %55, %57, FLOAT : (tensor<0x7xf32>, tensor<0x7xf32>) -> tensor<0x7xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %61 = stablehlo.select %58, %59, %60 : tensor<0x7xi1>, tensor<0x7xf32>
    %62 = stablehlo.compare EQ, %56, %57, FLOAT : (tensor<0x7xf32>, tensor<0x7xf32>) -> tensor<0x7xi1>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %65 = stablehlo.select %62, %63, %64 : tensor<0x7xi1>, tensor<0x7xf32>
    %66 = stablehlo.divide %61, %65 : tensor<0x7xf32>
    %67 = stablehlo.compare EQ, %56, %57, FLOAT : (tensor<0x7xf32>, tensor<0x7xf32>) -> tensor<0x7xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %70 = stablehlo.select %67, %68, %69 : tensor<0x7xi1>, tensor<0x7xf32>
    %71 = stablehlo.compare EQ, %55, %57, FLOAT : (tensor<0x7xf32>, tensor<0x7xf32>) -> tensor<0x7xi1>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<0x7xf32>
    %74 = stablehlo.select %71, %72, %73 : tensor<0x7xi1>, tensor<0x7xf32>
    %75 = stablehlo.divide %70, %74 : tensor<0x7xf32>
    %76 = stablehlo.slice %15 [0:1, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %77 = stablehlo.concatenate %76, %57, dim = 0 : (tensor<1x7xf32>, tensor<0x7xf32>) -> tensor<1x7xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %77, %cst_26, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.pad %36, %cst_27, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %80 = stablehlo.add %78, %79 : tensor<2x7xf32>
    %81 = stablehlo.slice %80 [0:1, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %82 = stablehlo.slice %arg0 [2:4:2, 0:7] : (tensor<4x7xf32>) -> tensor<1x7xf32>
    %83 = stablehlo.maximum %81, %82 : tensor<1x7xf32>
    %84 = stablehlo.compare EQ, %81, %83, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %87 = stablehlo.select %84, %85, %86 : tensor<1x7xi1>, tensor<1x7xf32>
    %88 = stablehlo.compare EQ, %82, %83, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %91 = stablehlo.select %88, %89, %90 : tensor<1x7xi1>, tensor<1x7xf32>
    %92 = stablehlo.divide %87, %91 : tensor<1x7xf32>
    %93 = stablehlo.compare EQ, %82, %83, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %96 = stablehlo.select %93, %94, %95 : tensor<1x7xi1>, tensor<1x7xf32>
    %97 = stablehlo.compare EQ, %81, %83, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<1x7xi1>, tensor<1x7xf32>
    %101 = stablehlo.divide %96, %100 : tensor<1x7xf32>
    %102 = stablehlo.slice %arg0 [0:1, 0:7] : (tensor<4x7xf32>) -> tensor<1x7xf32>
    %103 = stablehlo.concatenate %102, %83, dim = 0 : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<2x7xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %103, %cst_36, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %80, %cst_37, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %106 = stablehlo.add %104, %105 : tensor<4x7xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x7xf32>, tensor<f32>) -> tensor<f32>
    %108 = stablehlo.add %12, %107 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.pad %109, %cst_40, low = [-1, 0], high = [0, 0], interior = [0, 0] : (tensor<4x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %111 = stablehlo.slice %110 [0:3:2, 0:7] : (tensor<3x7xf32>) -> tensor<2x7xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.pad %109, %cst_41, low = [0, 0], high = [-1, 0], interior = [0, 0] : (tensor<4x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %113 = stablehlo.slice %112 [0:3:2, 0:7] : (tensor<3x7xf32>) -> tensor<2x7xf32>
    %114 = stablehlo.slice %113 [0:1, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %115 = stablehlo.slice %113 [1:2, 0:7] : (tensor<2x7xf32>) -> tensor<1x7xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.pad %114, %cst_42, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %117 = stablehlo.multiply %115, %101 : tensor<1x7xf32>
    %118 = stablehlo.multiply %115, %92 : tensor<1x7xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.pad %117, %cst_43, low = [2, 0], high = [1, 0], interior = [1, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %120 = stablehlo.add %116, %119 : tensor<4x7xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.pad %118, %cst_44, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %122 = stablehlo.add %111, %121 : tensor<2x7xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %122, %cst_45, low = [-1, 0], high = [0, 0], interior = [0, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<1x7xf32>
    %124 = stablehlo.slice %123 [0:1:2, 0:7] : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.pad %122, %cst_46, low = [0, 0], high = [-1, 0], interior = [0, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<1x7xf32>
    %126 = stablehlo.slice %125 [0:1:2, 0:7] : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %127 = stablehlo.slice %126 [0:1, 0:7] : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %128 = stablehlo.slice %126 [1:1, 0:7] : (tensor<1x7xf32>) -> tensor<0x7xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.pad %127, %cst_47, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %130 = stablehlo.multiply %128, %75 : tensor<0x7xf32>
    %131 = stablehlo.multiply %128, %66 : tensor<0x7xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.pad %130, %cst_48, low = [2, 0], high = [0, 0], interior = [1, 0] : (tensor<0x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %133 = stablehlo.add %129, %132 : tensor<2x7xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %131, %cst_49, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<0x7xf32>, tensor<f32>) -> tensor<1x7xf32>
    %135 = stablehlo.add %124, %134 : tensor<1x7xf32>
    %136 = stablehlo.multiply %135, %54 : tensor<1x7xf32>
    %137 = stablehlo.multiply %135, %45 : tensor<1x7xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.pad %136, %cst_50, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %139 = stablehlo.add %133, %138 : tensor<2x7xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %137, %cst_51, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    %141 = stablehlo.add %139, %140 : tensor<2x7xf32>
    %142 = stablehlo.multiply %141, %33 : tensor<2x7xf32>
    %143 = stablehlo.multiply %141, %24 : tensor<2x7xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.pad %142, %cst_52, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %145 = stablehlo.add %120, %144 : tensor<4x7xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.pad %143, %cst_53, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x7xf32>, tensor<f32>) -> tensor<4x7xf32>
    %147 = stablehlo.add %145, %146 : tensor<4x7xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %149 = stablehlo.multiply %148, %10 : tensor<4x2xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %151 = "stablehlo.scatter"(%150, %7, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %159 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %159 : tensor<f32>
    }) : (tensor<4x7xf32>, tensor<4x2x1xi32>, tensor<4x2xf32>) -> tensor<4x7xf32>
    %152 = stablehlo.add %147, %151 : tensor<4x7xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %154 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<4x3xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.pad %155, %cst_57, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x7xf32>
    %157 = call @sort_0(%0#1, %156) : (tensor<4x7x1xui32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    %158 = stablehlo.add %152, %157 : tensor<4x7xf32>
    return %158 : tensor<4x7xf32>
  }
  func.func private @sort(%arg0: tensor<4x7xf32>) -> (tensor<4x7xf32>, tensor<4x7x1xui32>) {
    %0 = stablehlo.iota dim = 1 : tensor<4x7xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<4x7xf32>, tensor<4x7xui32>) -> (tensor<4x7xf32>, tensor<4x7xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] : (tensor<4x7xui32>) -> tensor<4x7x1xui32>
    return %1#0, %2 : tensor<4x7xf32>, tensor<4x7x1xui32>
  }
  func.func private @sort_0(%arg0: tensor<4x7x1xui32>, %arg1: tensor<4x7xf32>) -> tensor<4x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x7xf32>, tensor<4x7x1xui32>, tensor<4x7xf32>) -> tensor<4x7xf32>
    return %1 : tensor<4x7xf32>
  }
}

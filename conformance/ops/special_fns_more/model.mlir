module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}, tensor<4x5xf32> {jax.result_info = "result[5]"}, tensor<4x5xf32> {jax.result_info = "result[6]"}, tensor<4x5xf32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x5xf32>
    %2 = chlo.zeta %1, %arg0 : tensor<4x5xf32>, tensor<4x5xf32> -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %4 = chlo.polygamma %3, %arg0 : tensor<4x5xf32>, tensor<4x5xf32> -> tensor<4x5xf32>
    %5 = stablehlo.abs %arg0 : tensor<4x5xf32>
    %6 = stablehlo.exponential %5 : tensor<4x5xf32>
    %7 = stablehlo.abs %arg0 : tensor<4x5xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %11 = stablehlo.multiply %8, %7 : tensor<4x5xf32>
    %12 = stablehlo.subtract %11, %9 : tensor<4x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %16 = stablehlo.multiply %12, %13 : tensor<4x5xf32>
    %17 = stablehlo.subtract %16, %14 : tensor<4x5xf32>
    %cst_7 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x5xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<4x5xf32>
    %21 = stablehlo.subtract %20, %13 : tensor<4x5xf32>
    %cst_8 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x5xf32>
    %24 = stablehlo.multiply %12, %23 : tensor<4x5xf32>
    %25 = stablehlo.subtract %24, %19 : tensor<4x5xf32>
    %cst_9 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %27 = stablehlo.add %25, %26 : tensor<4x5xf32>
    %28 = stablehlo.multiply %12, %27 : tensor<4x5xf32>
    %29 = stablehlo.subtract %28, %23 : tensor<4x5xf32>
    %cst_10 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x5xf32>
    %32 = stablehlo.multiply %12, %31 : tensor<4x5xf32>
    %33 = stablehlo.subtract %32, %27 : tensor<4x5xf32>
    %cst_11 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %35 = stablehlo.add %33, %34 : tensor<4x5xf32>
    %36 = stablehlo.multiply %12, %35 : tensor<4x5xf32>
    %37 = stablehlo.subtract %36, %31 : tensor<4x5xf32>
    %cst_12 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %39 = stablehlo.add %37, %38 : tensor<4x5xf32>
    %40 = stablehlo.multiply %12, %39 : tensor<4x5xf32>
    %41 = stablehlo.subtract %40, %35 : tensor<4x5xf32>
    %cst_13 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %43 = stablehlo.add %41, %42 : tensor<4x5xf32>
    %44 = stablehlo.multiply %12, %43 : tensor<4x5xf32>
    %45 = stablehlo.subtract %44, %39 : tensor<4x5xf32>
    %cst_14 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %47 = stablehlo.add %45, %46 : tensor<4x5xf32>
    %48 = stablehlo.multiply %12, %47 : tensor<4x5xf32>
    %49 = stablehlo.subtract %48, %43 : tensor<4x5xf32>
    %cst_15 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %51 = stablehlo.add %49, %50 : tensor<4x5xf32>
    %52 = stablehlo.multiply %12, %51 : tensor<4x5xf32>
    %53 = stablehlo.subtract %52, %47 : tensor<4x5xf32>
    %cst_16 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %55 = stablehlo.add %53, %54 : tensor<4x5xf32>
    %56 = stablehlo.multiply %12, %55 : tensor<4x5xf32>
    %57 = stablehlo.subtract %56, %51 : tensor<4x5xf32>
    %cst_17 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %59 = stablehlo.add %57, %58 : tensor<4x5xf32>
    %60 = stablehlo.multiply %12, %59 : tensor<4x5xf32>
    %61 = stablehlo.subtract %60, %55 : tensor<4x5xf32>
    %cst_18 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x5xf32>
    %64 = stablehlo.multiply %12, %63 : tensor<4x5xf32>
    %65 = stablehlo.subtract %64, %59 : tensor<4x5xf32>
    %cst_19 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %67 = stablehlo.add %65, %66 : tensor<4x5xf32>
    %68 = stablehlo.multiply %12, %67 : tensor<4x5xf32>
    %69 = stablehlo.subtract %68, %63 : tensor<4x5xf32>
    %cst_20 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %71 = stablehlo.add %69, %70 : tensor<4x5xf32>
    %72 = stablehlo.multiply %12, %71 : tensor<4x5xf32>
    %73 = stablehlo.subtract %72, %67 : tensor<4x5xf32>
    %cst_21 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %75 = stablehlo.add %73, %74 : tensor<4x5xf32>
    %76 = stablehlo.multiply %12, %75 : tensor<4x5xf32>
    %77 = stablehlo.subtract %76, %71 : tensor<4x5xf32>
    %cst_22 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %79 = stablehlo.add %77, %78 : tensor<4x5xf32>
    %80 = stablehlo.multiply %12, %79 : tensor<4x5xf32>
    %81 = stablehlo.subtract %80, %75 : tensor<4x5xf32>
    %cst_23 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %83 = stablehlo.add %81, %82 : tensor<4x5xf32>
    %84 = stablehlo.multiply %12, %83 : tensor<4x5xf32>
    %85 = stablehlo.subtract %84, %79 : tensor<4x5xf32>
    %cst_24 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %87 = stablehlo.add %85, %86 : tensor<4x5xf32>
    %88 = stablehlo.subtract %87, %79 : tensor<4x5xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<4x5xf32>
    %91 = stablehlo.divide %10, %7 : tensor<4x5xf32>
    %92 = stablehlo.subtract %91, %9 : tensor<4x5xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %96 = stablehlo.multiply %92, %93 : tensor<4x5xf32>
    %97 = stablehlo.subtract %96, %94 : tensor<4x5xf32>
    %cst_29 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %99 = stablehlo.add %97, %98 : tensor<4x5xf32>
    %100 = stablehlo.multiply %92, %99 : tensor<4x5xf32>
    %101 = stablehlo.subtract %100, %93 : tensor<4x5xf32>
    %cst_30 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %103 = stablehlo.add %101, %102 : tensor<4x5xf32>
    %104 = stablehlo.multiply %92, %103 : tensor<4x5xf32>
    %105 = stablehlo.subtract %104, %99 : tensor<4x5xf32>
    %cst_31 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %107 = stablehlo.add %105, %106 : tensor<4x5xf32>
    %108 = stablehlo.multiply %92, %107 : tensor<4x5xf32>
    %109 = stablehlo.subtract %108, %103 : tensor<4x5xf32>
    %cst_32 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %111 = stablehlo.add %109, %110 : tensor<4x5xf32>
    %112 = stablehlo.multiply %92, %111 : tensor<4x5xf32>
    %113 = stablehlo.subtract %112, %107 : tensor<4x5xf32>
    %cst_33 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %115 = stablehlo.add %113, %114 : tensor<4x5xf32>
    %116 = stablehlo.multiply %92, %115 : tensor<4x5xf32>
    %117 = stablehlo.subtract %116, %111 : tensor<4x5xf32>
    %cst_34 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %119 = stablehlo.add %117, %118 : tensor<4x5xf32>
    %120 = stablehlo.multiply %92, %119 : tensor<4x5xf32>
    %121 = stablehlo.subtract %120, %115 : tensor<4x5xf32>
    %cst_35 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %123 = stablehlo.add %121, %122 : tensor<4x5xf32>
    %124 = stablehlo.subtract %123, %115 : tensor<4x5xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<4x5xf32>
    %127 = stablehlo.sqrt %7 : tensor<4x5xf32>
    %128 = stablehlo.divide %126, %127 : tensor<4x5xf32>
    %cst_37 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %130 = stablehlo.compare LE, %7, %129, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %131 = stablehlo.select %130, %90, %128 : tensor<4x5xi1>, tensor<4x5xf32>
    %132 = stablehlo.multiply %6, %131 : tensor<4x5xf32>
    %133 = stablehlo.abs %arg0 : tensor<4x5xf32>
    %134 = stablehlo.exponential %133 : tensor<4x5xf32>
    %135 = chlo.bessel_i1e %arg0 : tensor<4x5xf32> -> tensor<4x5xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<4x5xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %138 = stablehlo.subtract %137, %arg1 : tensor<4x5xf32>
    %139 = stablehlo.divide %arg1, %138 : tensor<4x5xf32>
    %140 = stablehlo.log %139 : tensor<4x5xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %142 = stablehlo.compare LT, %arg1, %141, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %145 = stablehlo.compare NE, %arg1, %144, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %146 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %147 = stablehlo.or %145, %146 : tensor<4x5xi1>
    %148 = stablehlo.log %arg1 : tensor<4x5xf32>
    %149 = stablehlo.multiply %arg1, %148 : tensor<4x5xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %151 = call @_where(%147, %149, %150) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %152 = stablehlo.negate %151 : tensor<4x5xf32>
    %153 = stablehlo.select %142, %143, %152 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %155 = stablehlo.compare NE, %arg0, %154, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %156 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %157 = stablehlo.or %155, %156 : tensor<4x5xi1>
    %158 = stablehlo.log_plus_one %arg1 : tensor<4x5xf32>
    %159 = stablehlo.multiply %arg0, %158 : tensor<4x5xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %161 = call @_where(%157, %159, %160) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_45 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %163 = stablehlo.multiply %arg1, %162 : tensor<4x5xf32>
    %164 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %165 = stablehlo.compare NE, %163, %163, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %166 = stablehlo.or %164, %165 : tensor<4x5xi1>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %168 = stablehlo.compare EQ, %arg0, %167, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %170 = stablehlo.compare EQ, %163, %169, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_48 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %172 = stablehlo.compare EQ, %163, %171, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %174 = stablehlo.compare LT, %163, %173, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %176 = stablehlo.compare LT, %arg0, %175, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %177 = stablehlo.and %168, %170 : tensor<4x5xi1>
    %178 = stablehlo.or %174, %176 : tensor<4x5xi1>
    %179 = stablehlo.or %178, %177 : tensor<4x5xi1>
    %180 = stablehlo.or %179, %166 : tensor<4x5xi1>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %182 = stablehlo.compare LT, %163, %181, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %183 = stablehlo.compare LT, %163, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %184 = stablehlo.or %182, %183 : tensor<4x5xi1>
    %185 = stablehlo.log %163 : tensor<4x5xf32>
    %186 = stablehlo.multiply %arg0, %185 : tensor<4x5xf32>
    %187 = stablehlo.subtract %186, %163 : tensor<4x5xf32>
    %188 = chlo.lgamma %arg0 : tensor<4x5xf32> -> tensor<4x5xf32>
    %189 = stablehlo.subtract %187, %188 : tensor<4x5xf32>
    %cst_52 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %190 = stablehlo.log %cst_52 : tensor<f32>
    %191 = stablehlo.negate %190 : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %193 = stablehlo.compare LT, %189, %192, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %194 = stablehlo.or %180, %193 : tensor<4x5xi1>
    %195 = stablehlo.or %194, %172 : tensor<4x5xi1>
    %196 = stablehlo.or %195, %168 : tensor<4x5xi1>
    %197 = stablehlo.not %196 : tensor<4x5xi1>
    %198 = stablehlo.exponential %189 : tensor<4x5xf32>
    %199 = stablehlo.and %197, %184 : tensor<4x5xi1>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %204:7 = stablehlo.while(%iterArg = %199, %iterArg_69 = %arg0, %iterArg_70 = %200, %iterArg_71 = %201, %iterArg_72 = %163, %iterArg_73 = %202, %iterArg_74 = %203) : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %237 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %237 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %238 = stablehlo.add %iterArg_69, %237 : tensor<4x5xf32>
      %239 = stablehlo.divide %iterArg_72, %238 : tensor<4x5xf32>
      %240 = stablehlo.multiply %iterArg_73, %239 : tensor<4x5xf32>
      %241 = stablehlo.multiply %iterArg_70, %iterArg_72 : tensor<4x5xf32>
      %242 = stablehlo.multiply %238, %238 : tensor<4x5xf32>
      %243 = stablehlo.divide %241, %242 : tensor<4x5xf32>
      %244 = stablehlo.subtract %240, %243 : tensor<4x5xf32>
      %245 = stablehlo.add %iterArg_74, %244 : tensor<4x5xf32>
      %246 = stablehlo.divide %iterArg_72, %238 : tensor<4x5xf32>
      %247 = stablehlo.multiply %iterArg_70, %246 : tensor<4x5xf32>
      %248 = stablehlo.add %iterArg_71, %247 : tensor<4x5xf32>
      %249 = stablehlo.divide %247, %248 : tensor<4x5xf32>
      %cst_76 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %250 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %251 = stablehlo.compare GT, %249, %250, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
      %252 = stablehlo.and %iterArg, %251 : tensor<4x5xi1>
      %253 = stablehlo.select %iterArg, %238, %iterArg_69 : tensor<4x5xi1>, tensor<4x5xf32>
      %254 = stablehlo.select %iterArg, %247, %iterArg_70 : tensor<4x5xi1>, tensor<4x5xf32>
      %255 = stablehlo.select %iterArg, %248, %iterArg_71 : tensor<4x5xi1>, tensor<4x5xf32>
      %256 = stablehlo.select %iterArg, %iterArg_72, %iterArg_72 : tensor<4x5xi1>, tensor<4x5xf32>
      %257 = stablehlo.select %iterArg, %244, %iterArg_73 : tensor<4x5xi1>, tensor<4x5xf32>
      %258 = stablehlo.select %iterArg, %245, %iterArg_74 : tensor<4x5xi1>, tensor<4x5xf32>
      stablehlo.return %252, %253, %254, %255, %256, %257, %258 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
    }
    %205 = stablehlo.multiply %204#3, %198 : tensor<4x5xf32>
    %206 = stablehlo.divide %205, %arg0 : tensor<4x5xf32>
    %207 = stablehlo.not %184 : tensor<4x5xi1>
    %208 = stablehlo.and %197, %207 : tensor<4x5xi1>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %210 = stablehlo.subtract %209, %arg0 : tensor<4x5xf32>
    %211 = stablehlo.add %163, %210 : tensor<4x5xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %213 = stablehlo.add %211, %212 : tensor<4x5xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %216 = stablehlo.add %163, %215 : tensor<4x5xf32>
    %217 = stablehlo.multiply %213, %163 : tensor<4x5xf32>
    %218 = stablehlo.divide %216, %217 : tensor<4x5xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %223 = stablehlo.negate %163 : tensor<4x5xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<4x5xf32>
    %225 = stablehlo.subtract %222, %224 : tensor<4x5xf32>
    %226 = stablehlo.divide %225, %217 : tensor<4x5xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227:15 = stablehlo.while(%iterArg = %208, %iterArg_69 = %218, %iterArg_70 = %219, %iterArg_71 = %210, %iterArg_72 = %213, %iterArg_73 = %cst_65, %iterArg_74 = %216, %iterArg_75 = %217, %iterArg_76 = %214, %iterArg_77 = %163, %iterArg_78 = %220, %iterArg_79 = %221, %iterArg_80 = %222, %iterArg_81 = %223, %iterArg_82 = %226) : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
    cond {
      %cst_83 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %237 = stablehlo.compare LT, %iterArg_73, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %238 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
      %239 = stablehlo.and %237, %238 : tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %237 = stablehlo.add %iterArg_73, %cst_83 : tensor<f32>
      %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %238 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %239 = stablehlo.add %iterArg_71, %238 : tensor<4x5xf32>
      %cst_85 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %240 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %241 = stablehlo.add %iterArg_72, %240 : tensor<4x5xf32>
      %242 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %243 = stablehlo.multiply %239, %242 : tensor<4x5xf32>
      %244 = stablehlo.multiply %iterArg_74, %241 : tensor<4x5xf32>
      %245 = stablehlo.multiply %iterArg_76, %243 : tensor<4x5xf32>
      %246 = stablehlo.subtract %244, %245 : tensor<4x5xf32>
      %247 = stablehlo.multiply %iterArg_75, %241 : tensor<4x5xf32>
      %248 = stablehlo.multiply %iterArg_77, %243 : tensor<4x5xf32>
      %249 = stablehlo.subtract %247, %248 : tensor<4x5xf32>
      %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %250 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %251 = stablehlo.compare NE, %249, %250, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
      %252 = stablehlo.divide %246, %249 : tensor<4x5xf32>
      %253 = stablehlo.subtract %iterArg_69, %252 : tensor<4x5xf32>
      %254 = stablehlo.divide %253, %252 : tensor<4x5xf32>
      %255 = stablehlo.abs %254 : tensor<4x5xf32>
      %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %256 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %257 = stablehlo.select %251, %255, %256 : tensor<4x5xi1>, tensor<4x5xf32>
      %258 = stablehlo.select %251, %252, %iterArg_69 : tensor<4x5xi1>, tensor<4x5xf32>
      %259 = stablehlo.multiply %iterArg_80, %241 : tensor<4x5xf32>
      %260 = stablehlo.subtract %259, %iterArg_74 : tensor<4x5xf32>
      %261 = stablehlo.multiply %iterArg_78, %243 : tensor<4x5xf32>
      %262 = stablehlo.subtract %260, %261 : tensor<4x5xf32>
      %263 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %264 = stablehlo.multiply %iterArg_76, %263 : tensor<4x5xf32>
      %265 = stablehlo.add %262, %264 : tensor<4x5xf32>
      %266 = stablehlo.multiply %iterArg_81, %241 : tensor<4x5xf32>
      %267 = stablehlo.subtract %266, %iterArg_75 : tensor<4x5xf32>
      %268 = stablehlo.multiply %iterArg_79, %243 : tensor<4x5xf32>
      %269 = stablehlo.subtract %267, %268 : tensor<4x5xf32>
      %270 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %271 = stablehlo.multiply %iterArg_77, %270 : tensor<4x5xf32>
      %272 = stablehlo.add %269, %271 : tensor<4x5xf32>
      %273 = stablehlo.multiply %258, %272 : tensor<4x5xf32>
      %274 = stablehlo.subtract %265, %273 : tensor<4x5xf32>
      %275 = stablehlo.divide %274, %249 : tensor<4x5xf32>
      %276 = stablehlo.select %251, %275, %iterArg_82 : tensor<4x5xi1>, tensor<4x5xf32>
      %277 = stablehlo.subtract %276, %iterArg_82 : tensor<4x5xf32>
      %278 = stablehlo.abs %277 : tensor<4x5xf32>
      %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %280 = stablehlo.select %251, %278, %279 : tensor<4x5xi1>, tensor<4x5xf32>
      %281 = stablehlo.abs %246 : tensor<4x5xf32>
      %cst_89 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<f32>
      %283 = stablehlo.divide %282, %cst_89 : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %285 = stablehlo.compare GT, %281, %284, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
      %cst_91 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %287 = stablehlo.multiply %iterArg_74, %286 : tensor<4x5xf32>
      %288 = stablehlo.select %285, %287, %iterArg_74 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_92 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %290 = stablehlo.multiply %246, %289 : tensor<4x5xf32>
      %291 = stablehlo.select %285, %290, %246 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_93 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %292 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %293 = stablehlo.multiply %iterArg_75, %292 : tensor<4x5xf32>
      %294 = stablehlo.select %285, %293, %iterArg_75 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_94 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %296 = stablehlo.multiply %249, %295 : tensor<4x5xf32>
      %297 = stablehlo.select %285, %296, %249 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_95 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %298 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %299 = stablehlo.multiply %iterArg_80, %298 : tensor<4x5xf32>
      %300 = stablehlo.select %285, %299, %iterArg_80 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_96 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %301 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %302 = stablehlo.multiply %iterArg_81, %301 : tensor<4x5xf32>
      %303 = stablehlo.select %285, %302, %iterArg_81 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_97 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %304 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %305 = stablehlo.multiply %265, %304 : tensor<4x5xf32>
      %306 = stablehlo.select %285, %305, %265 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_98 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %308 = stablehlo.multiply %272, %307 : tensor<4x5xf32>
      %309 = stablehlo.select %285, %308, %272 : tensor<4x5xi1>, tensor<4x5xf32>
      %cst_99 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %310 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %311 = stablehlo.compare GT, %257, %310, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
      %312 = stablehlo.and %iterArg, %311 : tensor<4x5xi1>
      %313 = stablehlo.select %iterArg, %258, %iterArg_69 : tensor<4x5xi1>, tensor<4x5xf32>
      %314 = stablehlo.select %iterArg, %257, %iterArg_70 : tensor<4x5xi1>, tensor<4x5xf32>
      %315 = stablehlo.select %iterArg, %239, %iterArg_71 : tensor<4x5xi1>, tensor<4x5xf32>
      %316 = stablehlo.select %iterArg, %241, %iterArg_72 : tensor<4x5xi1>, tensor<4x5xf32>
      %317 = stablehlo.select %iterArg, %291, %iterArg_74 : tensor<4x5xi1>, tensor<4x5xf32>
      %318 = stablehlo.select %iterArg, %297, %iterArg_75 : tensor<4x5xi1>, tensor<4x5xf32>
      %319 = stablehlo.select %iterArg, %288, %iterArg_76 : tensor<4x5xi1>, tensor<4x5xf32>
      %320 = stablehlo.select %iterArg, %294, %iterArg_77 : tensor<4x5xi1>, tensor<4x5xf32>
      %321 = stablehlo.select %iterArg, %300, %iterArg_78 : tensor<4x5xi1>, tensor<4x5xf32>
      %322 = stablehlo.select %iterArg, %303, %iterArg_79 : tensor<4x5xi1>, tensor<4x5xf32>
      %323 = stablehlo.select %iterArg, %306, %iterArg_80 : tensor<4x5xi1>, tensor<4x5xf32>
      %324 = stablehlo.select %iterArg, %309, %iterArg_81 : tensor<4x5xi1>, tensor<4x5xf32>
      %325 = stablehlo.select %iterArg, %276, %iterArg_82 : tensor<4x5xi1>, tensor<4x5xf32>
      stablehlo.return %312, %313, %314, %315, %316, %237, %317, %318, %319, %320, %321, %322, %323, %324, %325 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
    }
    %228 = stablehlo.multiply %227#1, %198 : tensor<4x5xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %230 = stablehlo.subtract %229, %206 : tensor<4x5xf32>
    %231 = stablehlo.select %184, %230, %228 : tensor<4x5xi1>, tensor<4x5xf32>
    %232 = stablehlo.or %172, %168 : tensor<4x5xi1>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %234 = stablehlo.select %232, %233, %231 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_68 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %236 = stablehlo.select %180, %235, %234 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2, %4, %132, %136, %140, %153, %161, %236 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
}

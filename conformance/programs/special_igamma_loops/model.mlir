module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %2 = stablehlo.or %0, %1 : tensor<8xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare EQ, %arg1, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare EQ, %arg0, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare EQ, %arg1, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare LT, %arg1, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare LT, %arg0, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %13 = stablehlo.and %6, %8 : tensor<8xi1>
    %14 = stablehlo.or %10, %12 : tensor<8xi1>
    %15 = stablehlo.or %14, %13 : tensor<8xi1>
    %16 = stablehlo.or %15, %2 : tensor<8xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.compare GE, %arg1, %17, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %19 = stablehlo.compare GT, %arg1, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %20 = stablehlo.and %18, %19 : tensor<8xi1>
    %21 = stablehlo.log %arg1 : tensor<8xf32>
    %22 = stablehlo.multiply %arg0, %21 : tensor<8xf32>
    %23 = stablehlo.subtract %22, %arg1 : tensor<8xf32>
    %24 = chlo.lgamma %arg0 : tensor<8xf32> -> tensor<8xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %26 = stablehlo.log %cst_5 : tensor<f32>
    %27 = stablehlo.negate %26 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.compare LT, %25, %28, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %30 = stablehlo.exponential %25 : tensor<8xf32>
    %31 = stablehlo.or %8, %16 : tensor<8xi1>
    %32 = stablehlo.or %31, %29 : tensor<8xi1>
    %33 = stablehlo.or %32, %4 : tensor<8xi1>
    %34 = stablehlo.not %33 : tensor<8xi1>
    %35 = stablehlo.and %34, %20 : tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.subtract %36, %arg0 : tensor<8xf32>
    %38 = stablehlo.add %arg1, %37 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.add %38, %39 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.add %arg1, %42 : tensor<8xf32>
    %44 = stablehlo.multiply %40, %arg1 : tensor<8xf32>
    %45 = stablehlo.divide %43, %44 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.negate %arg1 : tensor<8xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<8xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<8xf32>
    %53 = stablehlo.divide %52, %44 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54:15 = stablehlo.while(%iterArg = %35, %iterArg_46 = %45, %iterArg_47 = %46, %iterArg_48 = %37, %iterArg_49 = %40, %iterArg_50 = %cst_14, %iterArg_51 = %43, %iterArg_52 = %44, %iterArg_53 = %41, %iterArg_54 = %arg1, %iterArg_55 = %47, %iterArg_56 = %48, %iterArg_57 = %49, %iterArg_58 = %50, %iterArg_59 = %53) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %cst_60 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %147 = stablehlo.compare LT, %iterArg_50, %cst_60, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %148 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %149 = stablehlo.and %147, %148 : tensor<i1>
      stablehlo.return %149 : tensor<i1>
    } do {
      %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %147 = stablehlo.add %iterArg_50, %cst_60 : tensor<f32>
      %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %148 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %149 = stablehlo.add %iterArg_48, %148 : tensor<8xf32>
      %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %151 = stablehlo.add %iterArg_49, %150 : tensor<8xf32>
      %152 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %153 = stablehlo.multiply %149, %152 : tensor<8xf32>
      %154 = stablehlo.multiply %iterArg_51, %151 : tensor<8xf32>
      %155 = stablehlo.multiply %iterArg_53, %153 : tensor<8xf32>
      %156 = stablehlo.subtract %154, %155 : tensor<8xf32>
      %157 = stablehlo.multiply %iterArg_52, %151 : tensor<8xf32>
      %158 = stablehlo.multiply %iterArg_54, %153 : tensor<8xf32>
      %159 = stablehlo.subtract %157, %158 : tensor<8xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %161 = stablehlo.compare NE, %159, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %162 = stablehlo.divide %156, %159 : tensor<8xf32>
      %163 = stablehlo.subtract %iterArg_46, %162 : tensor<8xf32>
      %164 = stablehlo.divide %163, %162 : tensor<8xf32>
      %165 = stablehlo.abs %164 : tensor<8xf32>
      %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %167 = stablehlo.select %161, %165, %166 : tensor<8xi1>, tensor<8xf32>
      %168 = stablehlo.select %161, %162, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %169 = stablehlo.multiply %iterArg_57, %151 : tensor<8xf32>
      %170 = stablehlo.subtract %169, %iterArg_51 : tensor<8xf32>
      %171 = stablehlo.multiply %iterArg_55, %153 : tensor<8xf32>
      %172 = stablehlo.subtract %170, %171 : tensor<8xf32>
      %173 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %174 = stablehlo.multiply %iterArg_53, %173 : tensor<8xf32>
      %175 = stablehlo.add %172, %174 : tensor<8xf32>
      %176 = stablehlo.multiply %iterArg_58, %151 : tensor<8xf32>
      %177 = stablehlo.subtract %176, %iterArg_52 : tensor<8xf32>
      %178 = stablehlo.multiply %iterArg_56, %153 : tensor<8xf32>
      %179 = stablehlo.subtract %177, %178 : tensor<8xf32>
      %180 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %181 = stablehlo.multiply %iterArg_54, %180 : tensor<8xf32>
      %182 = stablehlo.add %179, %181 : tensor<8xf32>
      %183 = stablehlo.multiply %168, %182 : tensor<8xf32>
      %184 = stablehlo.subtract %175, %183 : tensor<8xf32>
      %185 = stablehlo.divide %184, %159 : tensor<8xf32>
      %186 = stablehlo.select %161, %185, %iterArg_59 : tensor<8xi1>, tensor<8xf32>
      %187 = stablehlo.subtract %186, %iterArg_59 : tensor<8xf32>
      %188 = stablehlo.abs %187 : tensor<8xf32>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %190 = stablehlo.select %161, %188, %189 : tensor<8xi1>, tensor<8xf32>
      %191 = stablehlo.abs %156 : tensor<8xf32>
      %cst_66 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %192 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<f32>
      %193 = stablehlo.divide %192, %cst_66 : tensor<f32>
      %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %195 = stablehlo.compare GT, %191, %194, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_68 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %196 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %197 = stablehlo.multiply %iterArg_51, %196 : tensor<8xf32>
      %198 = stablehlo.select %195, %197, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      %cst_69 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %199 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %200 = stablehlo.multiply %156, %199 : tensor<8xf32>
      %201 = stablehlo.select %195, %200, %156 : tensor<8xi1>, tensor<8xf32>
      %cst_70 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %202 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %203 = stablehlo.multiply %iterArg_52, %202 : tensor<8xf32>
      %204 = stablehlo.select %195, %203, %iterArg_52 : tensor<8xi1>, tensor<8xf32>
      %cst_71 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %205 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %206 = stablehlo.multiply %159, %205 : tensor<8xf32>
      %207 = stablehlo.select %195, %206, %159 : tensor<8xi1>, tensor<8xf32>
      %cst_72 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %208 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %209 = stablehlo.multiply %iterArg_57, %208 : tensor<8xf32>
      %210 = stablehlo.select %195, %209, %iterArg_57 : tensor<8xi1>, tensor<8xf32>
      %cst_73 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %211 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %212 = stablehlo.multiply %iterArg_58, %211 : tensor<8xf32>
      %213 = stablehlo.select %195, %212, %iterArg_58 : tensor<8xi1>, tensor<8xf32>
      %cst_74 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %215 = stablehlo.multiply %175, %214 : tensor<8xf32>
      %216 = stablehlo.select %195, %215, %175 : tensor<8xi1>, tensor<8xf32>
      %cst_75 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %217 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %218 = stablehlo.multiply %182, %217 : tensor<8xf32>
      %219 = stablehlo.select %195, %218, %182 : tensor<8xi1>, tensor<8xf32>
      %cst_76 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %220 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %221 = stablehlo.compare GT, %167, %220, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %222 = stablehlo.and %iterArg, %221 : tensor<8xi1>
      %223 = stablehlo.select %iterArg, %168, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %224 = stablehlo.select %iterArg, %167, %iterArg_47 : tensor<8xi1>, tensor<8xf32>
      %225 = stablehlo.select %iterArg, %149, %iterArg_48 : tensor<8xi1>, tensor<8xf32>
      %226 = stablehlo.select %iterArg, %151, %iterArg_49 : tensor<8xi1>, tensor<8xf32>
      %227 = stablehlo.select %iterArg, %201, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      %228 = stablehlo.select %iterArg, %207, %iterArg_52 : tensor<8xi1>, tensor<8xf32>
      %229 = stablehlo.select %iterArg, %198, %iterArg_53 : tensor<8xi1>, tensor<8xf32>
      %230 = stablehlo.select %iterArg, %204, %iterArg_54 : tensor<8xi1>, tensor<8xf32>
      %231 = stablehlo.select %iterArg, %210, %iterArg_55 : tensor<8xi1>, tensor<8xf32>
      %232 = stablehlo.select %iterArg, %213, %iterArg_56 : tensor<8xi1>, tensor<8xf32>
      %233 = stablehlo.select %iterArg, %216, %iterArg_57 : tensor<8xi1>, tensor<8xf32>
      %234 = stablehlo.select %iterArg, %219, %iterArg_58 : tensor<8xi1>, tensor<8xf32>
      %235 = stablehlo.select %iterArg, %186, %iterArg_59 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %222, %223, %224, %225, %226, %147, %227, %228, %229, %230, %231, %232, %233, %234, %235 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %55 = stablehlo.multiply %54#1, %30 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<8xf32>
    %58 = stablehlo.not %20 : tensor<8xi1>
    %59 = stablehlo.and %34, %58 : tensor<8xi1>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64:7 = stablehlo.while(%iterArg = %59, %iterArg_46 = %arg0, %iterArg_47 = %60, %iterArg_48 = %61, %iterArg_49 = %arg1, %iterArg_50 = %62, %iterArg_51 = %63) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %147 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %147 : tensor<i1>
    } do {
      %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %148 = stablehlo.add %iterArg_46, %147 : tensor<8xf32>
      %149 = stablehlo.divide %iterArg_49, %148 : tensor<8xf32>
      %150 = stablehlo.multiply %iterArg_50, %149 : tensor<8xf32>
      %151 = stablehlo.multiply %iterArg_47, %iterArg_49 : tensor<8xf32>
      %152 = stablehlo.multiply %148, %148 : tensor<8xf32>
      %153 = stablehlo.divide %151, %152 : tensor<8xf32>
      %154 = stablehlo.subtract %150, %153 : tensor<8xf32>
      %155 = stablehlo.add %iterArg_51, %154 : tensor<8xf32>
      %156 = stablehlo.divide %iterArg_49, %148 : tensor<8xf32>
      %157 = stablehlo.multiply %iterArg_47, %156 : tensor<8xf32>
      %158 = stablehlo.add %iterArg_48, %157 : tensor<8xf32>
      %159 = stablehlo.divide %157, %158 : tensor<8xf32>
      %cst_53 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %161 = stablehlo.compare GT, %159, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %162 = stablehlo.and %iterArg, %161 : tensor<8xi1>
      %163 = stablehlo.select %iterArg, %148, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %164 = stablehlo.select %iterArg, %157, %iterArg_47 : tensor<8xi1>, tensor<8xf32>
      %165 = stablehlo.select %iterArg, %158, %iterArg_48 : tensor<8xi1>, tensor<8xf32>
      %166 = stablehlo.select %iterArg, %iterArg_49, %iterArg_49 : tensor<8xi1>, tensor<8xf32>
      %167 = stablehlo.select %iterArg, %154, %iterArg_50 : tensor<8xi1>, tensor<8xf32>
      %168 = stablehlo.select %iterArg, %155, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %162, %163, %164, %165, %166, %167, %168 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %65 = stablehlo.multiply %64#3, %30 : tensor<8xf32>
    %66 = stablehlo.divide %65, %arg0 : tensor<8xf32>
    %67 = stablehlo.select %20, %57, %66 : tensor<8xi1>, tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.select %8, %68, %67 : tensor<8xi1>, tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.select %4, %70, %69 : tensor<8xi1>, tensor<8xf32>
    %cst_22 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.select %16, %72, %71 : tensor<8xi1>, tensor<8xf32>
    %74 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %75 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %76 = stablehlo.or %74, %75 : tensor<8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.compare EQ, %arg0, %77, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.compare EQ, %arg1, %79, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_25 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.compare EQ, %arg1, %81, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.compare LT, %arg1, %83, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.compare LT, %arg0, %85, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %87 = stablehlo.and %78, %80 : tensor<8xi1>
    %88 = stablehlo.or %84, %86 : tensor<8xi1>
    %89 = stablehlo.or %88, %87 : tensor<8xi1>
    %90 = stablehlo.or %89, %76 : tensor<8xi1>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %92 = stablehlo.compare LT, %arg1, %91, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %93 = stablehlo.compare LT, %arg1, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %94 = stablehlo.or %92, %93 : tensor<8xi1>
    %95 = stablehlo.log %arg1 : tensor<8xf32>
    %96 = stablehlo.multiply %arg0, %95 : tensor<8xf32>
    %97 = stablehlo.subtract %96, %arg1 : tensor<8xf32>
    %98 = chlo.lgamma %arg0 : tensor<8xf32> -> tensor<8xf32>
    %99 = stablehlo.subtract %97, %98 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %100 = stablehlo.log %cst_29 : tensor<f32>
    %101 = stablehlo.negate %100 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.compare LT, %99, %102, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %104 = stablehlo.or %90, %103 : tensor<8xi1>
    %105 = stablehlo.or %104, %82 : tensor<8xi1>
    %106 = stablehlo.or %105, %78 : tensor<8xi1>
    %107 = stablehlo.not %106 : tensor<8xi1>
    %108 = stablehlo.exponential %99 : tensor<8xf32>
    %109 = stablehlo.and %107, %94 : tensor<8xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %114:7 = stablehlo.while(%iterArg = %109, %iterArg_46 = %arg0, %iterArg_47 = %110, %iterArg_48 = %111, %iterArg_49 = %arg1, %iterArg_50 = %112, %iterArg_51 = %113) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %147 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %147 : tensor<i1>
    } do {
      %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %148 = stablehlo.add %iterArg_46, %147 : tensor<8xf32>
      %149 = stablehlo.divide %iterArg_49, %148 : tensor<8xf32>
      %150 = stablehlo.multiply %iterArg_50, %149 : tensor<8xf32>
      %151 = stablehlo.multiply %iterArg_47, %iterArg_49 : tensor<8xf32>
      %152 = stablehlo.multiply %148, %148 : tensor<8xf32>
      %153 = stablehlo.divide %151, %152 : tensor<8xf32>
      %154 = stablehlo.subtract %150, %153 : tensor<8xf32>
      %155 = stablehlo.add %iterArg_51, %154 : tensor<8xf32>
      %156 = stablehlo.divide %iterArg_49, %148 : tensor<8xf32>
      %157 = stablehlo.multiply %iterArg_47, %156 : tensor<8xf32>
      %158 = stablehlo.add %iterArg_48, %157 : tensor<8xf32>
      %159 = stablehlo.divide %157, %158 : tensor<8xf32>
      %cst_53 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %161 = stablehlo.compare GT, %159, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %162 = stablehlo.and %iterArg, %161 : tensor<8xi1>
      %163 = stablehlo.select %iterArg, %148, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %164 = stablehlo.select %iterArg, %157, %iterArg_47 : tensor<8xi1>, tensor<8xf32>
      %165 = stablehlo.select %iterArg, %158, %iterArg_48 : tensor<8xi1>, tensor<8xf32>
      %166 = stablehlo.select %iterArg, %iterArg_49, %iterArg_49 : tensor<8xi1>, tensor<8xf32>
      %167 = stablehlo.select %iterArg, %154, %iterArg_50 : tensor<8xi1>, tensor<8xf32>
      %168 = stablehlo.select %iterArg, %155, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %162, %163, %164, %165, %166, %167, %168 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %115 = stablehlo.multiply %114#3, %108 : tensor<8xf32>
    %116 = stablehlo.divide %115, %arg0 : tensor<8xf32>
    %117 = stablehlo.not %94 : tensor<8xi1>
    %118 = stablehlo.and %107, %117 : tensor<8xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.subtract %119, %arg0 : tensor<8xf32>
    %121 = stablehlo.add %arg1, %120 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.add %121, %122 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.add %arg1, %125 : tensor<8xf32>
    %127 = stablehlo.multiply %123, %arg1 : tensor<8xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.negate %arg1 : tensor<8xf32>
    %134 = stablehlo.multiply %128, %133 : tensor<8xf32>
    %135 = stablehlo.subtract %132, %134 : tensor<8xf32>
    %136 = stablehlo.divide %135, %127 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137:15 = stablehlo.while(%iterArg = %118, %iterArg_46 = %128, %iterArg_47 = %129, %iterArg_48 = %120, %iterArg_49 = %123, %iterArg_50 = %cst_42, %iterArg_51 = %126, %iterArg_52 = %127, %iterArg_53 = %124, %iterArg_54 = %arg1, %iterArg_55 = %130, %iterArg_56 = %131, %iterArg_57 = %132, %iterArg_58 = %133, %iterArg_59 = %136) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %cst_60 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %147 = stablehlo.compare LT, %iterArg_50, %cst_60, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %148 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %149 = stablehlo.and %147, %148 : tensor<i1>
      stablehlo.return %149 : tensor<i1>
    } do {
      %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %147 = stablehlo.add %iterArg_50, %cst_60 : tensor<f32>
      %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %148 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %149 = stablehlo.add %iterArg_48, %148 : tensor<8xf32>
      %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %151 = stablehlo.add %iterArg_49, %150 : tensor<8xf32>
      %152 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %153 = stablehlo.multiply %149, %152 : tensor<8xf32>
      %154 = stablehlo.multiply %iterArg_51, %151 : tensor<8xf32>
      %155 = stablehlo.multiply %iterArg_53, %153 : tensor<8xf32>
      %156 = stablehlo.subtract %154, %155 : tensor<8xf32>
      %157 = stablehlo.multiply %iterArg_52, %151 : tensor<8xf32>
      %158 = stablehlo.multiply %iterArg_54, %153 : tensor<8xf32>
      %159 = stablehlo.subtract %157, %158 : tensor<8xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %161 = stablehlo.compare NE, %159, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %162 = stablehlo.divide %156, %159 : tensor<8xf32>
      %163 = stablehlo.subtract %iterArg_46, %162 : tensor<8xf32>
      %164 = stablehlo.divide %163, %162 : tensor<8xf32>
      %165 = stablehlo.abs %164 : tensor<8xf32>
      %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %167 = stablehlo.select %161, %165, %166 : tensor<8xi1>, tensor<8xf32>
      %168 = stablehlo.select %161, %162, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %169 = stablehlo.multiply %iterArg_57, %151 : tensor<8xf32>
      %170 = stablehlo.subtract %169, %iterArg_51 : tensor<8xf32>
      %171 = stablehlo.multiply %iterArg_55, %153 : tensor<8xf32>
      %172 = stablehlo.subtract %170, %171 : tensor<8xf32>
      %173 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %174 = stablehlo.multiply %iterArg_53, %173 : tensor<8xf32>
      %175 = stablehlo.add %172, %174 : tensor<8xf32>
      %176 = stablehlo.multiply %iterArg_58, %151 : tensor<8xf32>
      %177 = stablehlo.subtract %176, %iterArg_52 : tensor<8xf32>
      %178 = stablehlo.multiply %iterArg_56, %153 : tensor<8xf32>
      %179 = stablehlo.subtract %177, %178 : tensor<8xf32>
      %180 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %181 = stablehlo.multiply %iterArg_54, %180 : tensor<8xf32>
      %182 = stablehlo.add %179, %181 : tensor<8xf32>
      %183 = stablehlo.multiply %168, %182 : tensor<8xf32>
      %184 = stablehlo.subtract %175, %183 : tensor<8xf32>
      %185 = stablehlo.divide %184, %159 : tensor<8xf32>
      %186 = stablehlo.select %161, %185, %iterArg_59 : tensor<8xi1>, tensor<8xf32>
      %187 = stablehlo.subtract %186, %iterArg_59 : tensor<8xf32>
      %188 = stablehlo.abs %187 : tensor<8xf32>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %190 = stablehlo.select %161, %188, %189 : tensor<8xi1>, tensor<8xf32>
      %191 = stablehlo.abs %156 : tensor<8xf32>
      %cst_66 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %192 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<f32>
      %193 = stablehlo.divide %192, %cst_66 : tensor<f32>
      %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %195 = stablehlo.compare GT, %191, %194, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_68 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %196 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %197 = stablehlo.multiply %iterArg_51, %196 : tensor<8xf32>
      %198 = stablehlo.select %195, %197, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      %cst_69 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %199 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %200 = stablehlo.multiply %156, %199 : tensor<8xf32>
      %201 = stablehlo.select %195, %200, %156 : tensor<8xi1>, tensor<8xf32>
      %cst_70 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %202 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %203 = stablehlo.multiply %iterArg_52, %202 : tensor<8xf32>
      %204 = stablehlo.select %195, %203, %iterArg_52 : tensor<8xi1>, tensor<8xf32>
      %cst_71 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %205 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %206 = stablehlo.multiply %159, %205 : tensor<8xf32>
      %207 = stablehlo.select %195, %206, %159 : tensor<8xi1>, tensor<8xf32>
      %cst_72 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %208 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %209 = stablehlo.multiply %iterArg_57, %208 : tensor<8xf32>
      %210 = stablehlo.select %195, %209, %iterArg_57 : tensor<8xi1>, tensor<8xf32>
      %cst_73 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %211 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %212 = stablehlo.multiply %iterArg_58, %211 : tensor<8xf32>
      %213 = stablehlo.select %195, %212, %iterArg_58 : tensor<8xi1>, tensor<8xf32>
      %cst_74 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %215 = stablehlo.multiply %175, %214 : tensor<8xf32>
      %216 = stablehlo.select %195, %215, %175 : tensor<8xi1>, tensor<8xf32>
      %cst_75 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %217 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %218 = stablehlo.multiply %182, %217 : tensor<8xf32>
      %219 = stablehlo.select %195, %218, %182 : tensor<8xi1>, tensor<8xf32>
      %cst_76 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %220 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %221 = stablehlo.compare GT, %167, %220, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %222 = stablehlo.and %iterArg, %221 : tensor<8xi1>
      %223 = stablehlo.select %iterArg, %168, %iterArg_46 : tensor<8xi1>, tensor<8xf32>
      %224 = stablehlo.select %iterArg, %167, %iterArg_47 : tensor<8xi1>, tensor<8xf32>
      %225 = stablehlo.select %iterArg, %149, %iterArg_48 : tensor<8xi1>, tensor<8xf32>
      %226 = stablehlo.select %iterArg, %151, %iterArg_49 : tensor<8xi1>, tensor<8xf32>
      %227 = stablehlo.select %iterArg, %201, %iterArg_51 : tensor<8xi1>, tensor<8xf32>
      %228 = stablehlo.select %iterArg, %207, %iterArg_52 : tensor<8xi1>, tensor<8xf32>
      %229 = stablehlo.select %iterArg, %198, %iterArg_53 : tensor<8xi1>, tensor<8xf32>
      %230 = stablehlo.select %iterArg, %204, %iterArg_54 : tensor<8xi1>, tensor<8xf32>
      %231 = stablehlo.select %iterArg, %210, %iterArg_55 : tensor<8xi1>, tensor<8xf32>
      %232 = stablehlo.select %iterArg, %213, %iterArg_56 : tensor<8xi1>, tensor<8xf32>
      %233 = stablehlo.select %iterArg, %216, %iterArg_57 : tensor<8xi1>, tensor<8xf32>
      %234 = stablehlo.select %iterArg, %219, %iterArg_58 : tensor<8xi1>, tensor<8xf32>
      %235 = stablehlo.select %iterArg, %186, %iterArg_59 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %222, %223, %224, %225, %226, %147, %227, %228, %229, %230, %231, %232, %233, %234, %235 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %138 = stablehlo.multiply %137#1, %108 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %140 = stablehlo.subtract %139, %116 : tensor<8xf32>
    %141 = stablehlo.select %94, %140, %138 : tensor<8xi1>, tensor<8xf32>
    %142 = stablehlo.or %82, %78 : tensor<8xi1>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.select %142, %143, %141 : tensor<8xi1>, tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %146 = stablehlo.select %90, %145, %144 : tensor<8xi1>, tensor<8xf32>
    return %73, %146 : tensor<8xf32>, tensor<8xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}, tensor<4x6xf32> {jax.result_info = "result[4]"}) {
    %0 = chlo.lgamma %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %1 = chlo.digamma %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %2 = chlo.erfc %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %3 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.multiply %4, %3 : tensor<4x6xf32>
    %8 = stablehlo.subtract %7, %5 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.multiply %8, %9 : tensor<4x6xf32>
    %13 = stablehlo.subtract %12, %10 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x6xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<4x6xf32>
    %17 = stablehlo.subtract %16, %9 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x6xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<4x6xf32>
    %21 = stablehlo.subtract %20, %15 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x6xf32>
    %24 = stablehlo.multiply %8, %23 : tensor<4x6xf32>
    %25 = stablehlo.subtract %24, %19 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %27 = stablehlo.add %25, %26 : tensor<4x6xf32>
    %28 = stablehlo.multiply %8, %27 : tensor<4x6xf32>
    %29 = stablehlo.subtract %28, %23 : tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x6xf32>
    %32 = stablehlo.multiply %8, %31 : tensor<4x6xf32>
    %33 = stablehlo.subtract %32, %27 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %35 = stablehlo.add %33, %34 : tensor<4x6xf32>
    %36 = stablehlo.multiply %8, %35 : tensor<4x6xf32>
    %37 = stablehlo.subtract %36, %31 : tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %39 = stablehlo.add %37, %38 : tensor<4x6xf32>
    %40 = stablehlo.multiply %8, %39 : tensor<4x6xf32>
    %41 = stablehlo.subtract %40, %35 : tensor<4x6xf32>
    %cst_12 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %43 = stablehlo.add %41, %42 : tensor<4x6xf32>
    %44 = stablehlo.multiply %8, %43 : tensor<4x6xf32>
    %45 = stablehlo.subtract %44, %39 : tensor<4x6xf32>
    %cst_13 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %47 = stablehlo.add %45, %46 : tensor<4x6xf32>
    %48 = stablehlo.multiply %8, %47 : tensor<4x6xf32>
    %49 = stablehlo.subtract %48, %43 : tensor<4x6xf32>
    %cst_14 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %51 = stablehlo.add %49, %50 : tensor<4x6xf32>
    %52 = stablehlo.multiply %8, %51 : tensor<4x6xf32>
    %53 = stablehlo.subtract %52, %47 : tensor<4x6xf32>
    %cst_15 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %55 = stablehlo.add %53, %54 : tensor<4x6xf32>
    %56 = stablehlo.multiply %8, %55 : tensor<4x6xf32>
    %57 = stablehlo.subtract %56, %51 : tensor<4x6xf32>
    %cst_16 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %59 = stablehlo.add %57, %58 : tensor<4x6xf32>
    %60 = stablehlo.multiply %8, %59 : tensor<4x6xf32>
    %61 = stablehlo.subtract %60, %55 : tensor<4x6xf32>
    %cst_17 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x6xf32>
    %64 = stablehlo.multiply %8, %63 : tensor<4x6xf32>
    %65 = stablehlo.subtract %64, %59 : tensor<4x6xf32>
    %cst_18 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %67 = stablehlo.add %65, %66 : tensor<4x6xf32>
    %68 = stablehlo.multiply %8, %67 : tensor<4x6xf32>
    %69 = stablehlo.subtract %68, %63 : tensor<4x6xf32>
    %cst_19 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %71 = stablehlo.add %69, %70 : tensor<4x6xf32>
    %72 = stablehlo.multiply %8, %71 : tensor<4x6xf32>
    %73 = stablehlo.subtract %72, %67 : tensor<4x6xf32>
    %cst_20 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %75 = stablehlo.add %73, %74 : tensor<4x6xf32>
    %76 = stablehlo.multiply %8, %75 : tensor<4x6xf32>
    %77 = stablehlo.subtract %76, %71 : tensor<4x6xf32>
    %cst_21 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %79 = stablehlo.add %77, %78 : tensor<4x6xf32>
    %80 = stablehlo.multiply %8, %79 : tensor<4x6xf32>
    %81 = stablehlo.subtract %80, %75 : tensor<4x6xf32>
    %cst_22 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %83 = stablehlo.add %81, %82 : tensor<4x6xf32>
    %84 = stablehlo.subtract %83, %75 : tensor<4x6xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<4x6xf32>
    %87 = stablehlo.divide %6, %3 : tensor<4x6xf32>
    %88 = stablehlo.subtract %87, %5 : tensor<4x6xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %92 = stablehlo.multiply %88, %89 : tensor<4x6xf32>
    %93 = stablehlo.subtract %92, %90 : tensor<4x6xf32>
    %cst_27 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %95 = stablehlo.add %93, %94 : tensor<4x6xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<4x6xf32>
    %97 = stablehlo.subtract %96, %89 : tensor<4x6xf32>
    %cst_28 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %99 = stablehlo.add %97, %98 : tensor<4x6xf32>
    %100 = stablehlo.multiply %88, %99 : tensor<4x6xf32>
    %101 = stablehlo.subtract %100, %95 : tensor<4x6xf32>
    %cst_29 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %103 = stablehlo.add %101, %102 : tensor<4x6xf32>
    %104 = stablehlo.multiply %88, %103 : tensor<4x6xf32>
    %105 = stablehlo.subtract %104, %99 : tensor<4x6xf32>
    %cst_30 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %107 = stablehlo.add %105, %106 : tensor<4x6xf32>
    %108 = stablehlo.multiply %88, %107 : tensor<4x6xf32>
    %109 = stablehlo.subtract %108, %103 : tensor<4x6xf32>
    %cst_31 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %111 = stablehlo.add %109, %110 : tensor<4x6xf32>
    %112 = stablehlo.multiply %88, %111 : tensor<4x6xf32>
    %113 = stablehlo.subtract %112, %107 : tensor<4x6xf32>
    %cst_32 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %115 = stablehlo.add %113, %114 : tensor<4x6xf32>
    %116 = stablehlo.multiply %88, %115 : tensor<4x6xf32>
    %117 = stablehlo.subtract %116, %111 : tensor<4x6xf32>
    %cst_33 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %119 = stablehlo.add %117, %118 : tensor<4x6xf32>
    %120 = stablehlo.subtract %119, %111 : tensor<4x6xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<4x6xf32>
    %123 = stablehlo.sqrt %3 : tensor<4x6xf32>
    %124 = stablehlo.divide %122, %123 : tensor<4x6xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %126 = stablehlo.compare LE, %3, %125, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %127 = stablehlo.select %126, %86, %124 : tensor<4x6xi1>, tensor<4x6xf32>
    %128 = chlo.bessel_i1e %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    return %0, %1, %2, %127, %128 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
}

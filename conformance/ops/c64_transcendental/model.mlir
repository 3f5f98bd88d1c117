module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xcomplex<f32>>) -> (tensor<4x6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<4x6xcomplex<f32>> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<4x6xcomplex<f32>>
    %1 = stablehlo.log %arg0 : tensor<4x6xcomplex<f32>>
    %2 = stablehlo.sqrt %arg0 : tensor<4x6xcomplex<f32>>
    %3 = stablehlo.abs %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %4 = stablehlo.rsqrt %arg0 : tensor<4x6xcomplex<f32>>
    %5 = stablehlo.real %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %6 = stablehlo.imag %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %9 = stablehlo.sine %5 : tensor<4x6xf32>
    %10 = stablehlo.cosine %5 : tensor<4x6xf32>
    %11 = stablehlo.exponential_minus_one %6 : tensor<4x6xf32>
    %12 = stablehlo.negate %6 : tensor<4x6xf32>
    %13 = stablehlo.exponential_minus_one %12 : tensor<4x6xf32>
    %14 = stablehlo.subtract %11, %13 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4x6xf32>
    %17 = stablehlo.add %11, %13 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4x6xf32>
    %22 = stablehlo.multiply %9, %21 : tensor<4x6xf32>
    %23 = stablehlo.multiply %10, %16 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %25 = stablehlo.complex %24, %23 : tensor<4x6xcomplex<f32>>
    %26 = stablehlo.complex %22, %23 : tensor<4x6xcomplex<f32>>
    %27 = stablehlo.select %8, %25, %26 : tensor<4x6xi1>, tensor<4x6xcomplex<f32>>
    %28 = stablehlo.real %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %29 = stablehlo.imag %arg0 : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %31 = stablehlo.compare EQ, %28, %30, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %32 = stablehlo.sine %28 : tensor<4x6xf32>
    %33 = stablehlo.cosine %28 : tensor<4x6xf32>
    %34 = stablehlo.exponential_minus_one %29 : tensor<4x6xf32>
    %35 = stablehlo.negate %29 : tensor<4x6xf32>
    %36 = stablehlo.exponential_minus_one %35 : tensor<4x6xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %39 = stablehlo.divide %37, %38 : tensor<4x6xf32>
    %40 = stablehlo.add %34, %36 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %42 = stablehlo.add %40, %41 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %44 = stablehlo.divide %42, %43 : tensor<4x6xf32>
    %45 = stablehlo.multiply %33, %44 : tensor<4x6xf32>
    %46 = stablehlo.negate %32 : tensor<4x6xf32>
    %47 = stablehlo.multiply %46, %39 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %49 = stablehlo.complex %45, %48 : tensor<4x6xcomplex<f32>>
    %50 = stablehlo.complex %45, %47 : tensor<4x6xcomplex<f32>>
    %51 = stablehlo.select %31, %49, %50 : tensor<4x6xi1>, tensor<4x6xcomplex<f32>>
    %52 = stablehlo.tanh %arg0 : tensor<4x6xcomplex<f32>>
    %53 = stablehlo.exponential_minus_one %arg0 : tensor<4x6xcomplex<f32>>
    %54 = stablehlo.log_plus_one %arg0 : tensor<4x6xcomplex<f32>>
    %55 = stablehlo.sign %arg0 : tensor<4x6xcomplex<f32>>
    return %0, %1, %2, %3, %4, %27, %51, %52, %53, %54, %55 : tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xf32>) -> (tensor<20xf32> {jax.result_info = "result[0]"}, tensor<20xf32> {jax.result_info = "result[1]"}, tensor<20xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<20xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<20xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<20xf32>
    %7 = stablehlo.abs %3 : tensor<20xf32>
    %8 = stablehlo.negate %7 : tensor<20xf32>
    %9 = stablehlo.exponential %8 : tensor<20xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<20xf32>
    %11 = stablehlo.add %1, %10 : tensor<20xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<20xi1>, tensor<20xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %14 = stablehlo.maximum %arg0, %13 : tensor<20xf32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<20xf32>
    %17 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %19 = stablehlo.add %arg0, %18 : tensor<20xf32>
    %20 = stablehlo.abs %16 : tensor<20xf32>
    %21 = stablehlo.negate %20 : tensor<20xf32>
    %22 = stablehlo.exponential %21 : tensor<20xf32>
    %23 = stablehlo.log_plus_one %22 : tensor<20xf32>
    %24 = stablehlo.add %14, %23 : tensor<20xf32>
    %25 = stablehlo.select %17, %19, %24 : tensor<20xi1>, tensor<20xf32>
    %26 = stablehlo.negate %arg0 : tensor<20xf32>
    %27 = stablehlo.exponential %26 : tensor<20xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %29 = stablehlo.add %28, %27 : tensor<20xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %31 = stablehlo.divide %30, %29 : tensor<20xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<20xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<20xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %37 = stablehlo.maximum %arg0, %36 : tensor<20xf32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %39 = stablehlo.subtract %arg0, %38 : tensor<20xf32>
    %40 = stablehlo.compare NE, %39, %39, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %42 = stablehlo.add %arg0, %41 : tensor<20xf32>
    %43 = stablehlo.abs %39 : tensor<20xf32>
    %44 = stablehlo.negate %43 : tensor<20xf32>
    %45 = stablehlo.exponential %44 : tensor<20xf32>
    %46 = stablehlo.log_plus_one %45 : tensor<20xf32>
    %47 = stablehlo.add %37, %46 : tensor<20xf32>
    %48 = stablehlo.select %40, %42, %47 : tensor<20xi1>, tensor<20xf32>
    %49 = stablehlo.negate %arg0 : tensor<20xf32>
    %50 = stablehlo.exponential %49 : tensor<20xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %52 = stablehlo.add %51, %50 : tensor<20xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %54 = stablehlo.divide %53, %52 : tensor<20xf32>
    %55 = stablehlo.multiply %35, %54 : tensor<20xf32>
    return %12, %34, %55 : tensor<20xf32>, tensor<20xf32>, tensor<20xf32>
  }
}

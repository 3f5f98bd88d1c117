module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<6xf32>
    %1 = stablehlo.cosine %arg0 : tensor<6xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<6xf32>
    %3 = stablehlo.cosine %arg0 : tensor<6xf32>
    %4 = stablehlo.sine %arg0 : tensor<6xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<6xf32>
    %6 = stablehlo.negate %5 : tensor<6xf32>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<6xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.multiply %13, %arg1 : tensor<6xf32>
    %15 = stablehlo.multiply %0, %7 : tensor<6xf32>
    %16 = stablehlo.multiply %2, %7 : tensor<6xf32>
    %17 = stablehlo.multiply %0, %10 : tensor<6xf32>
    %18 = stablehlo.add %16, %17 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.multiply %0, %21 : tensor<6xf32>
    %23 = stablehlo.multiply %2, %21 : tensor<6xf32>
    %24 = stablehlo.multiply %21, %7 : tensor<6xf32>
    %25 = stablehlo.multiply %21, %10 : tensor<6xf32>
    %26 = stablehlo.multiply %22, %12 : tensor<6xf32>
    %27 = stablehlo.multiply %23, %12 : tensor<6xf32>
    %28 = stablehlo.multiply %22, %14 : tensor<6xf32>
    %29 = stablehlo.add %27, %28 : tensor<6xf32>
    %30 = stablehlo.multiply %24, %3 : tensor<6xf32>
    %31 = stablehlo.multiply %25, %3 : tensor<6xf32>
    %32 = stablehlo.multiply %24, %6 : tensor<6xf32>
    %33 = stablehlo.add %31, %32 : tensor<6xf32>
    %34 = stablehlo.add %26, %30 : tensor<6xf32>
    %35 = stablehlo.add %29, %33 : tensor<6xf32>
    return %35 : tensor<6xf32>
  }
}

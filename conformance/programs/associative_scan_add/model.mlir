module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x11xf32>) -> (tensor<5x11xf32> {jax.result_info = "result[0]"}, tensor<5x11xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:5, 0:10:2] : (tensor<5x11xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.slice %arg0 [0:5, 1:11:2] : (tensor<5x11xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xf32>
    %3 = stablehlo.slice %2 [0:5, 0:4:2] : (tensor<5x5xf32>) -> tensor<5x2xf32>
    %4 = stablehlo.slice %2 [0:5, 1:5:2] : (tensor<5x5xf32>) -> tensor<5x2xf32>
    %5 = stablehlo.add %3, %4 : tensor<5x2xf32>
    %6 = stablehlo.slice %5 [0:5, 0:1:2] : (tensor<5x2xf32>) -> tensor<5x1xf32>
    %7 = stablehlo.slice %5 [0:5, 1:2:2] : (tensor<5x2xf32>) -> tensor<5x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x1xf32>
    %9 = stablehlo.slice %8 [0:5, 0:0] : (tensor<5x1xf32>) -> tensor<5x0xf32>
    %10 = stablehlo.slice %5 [0:5, 2:2:2] : (tensor<5x2xf32>) -> tensor<5x0xf32>
    %11 = stablehlo.add %9, %10 : tensor<5x0xf32>
    %12 = stablehlo.slice %5 [0:5, 0:1] : (tensor<5x2xf32>) -> tensor<5x1xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 1 : (tensor<5x1xf32>, tensor<5x0xf32>) -> tensor<5x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %8, %cst_0, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<5x1xf32>, tensor<f32>) -> tensor<5x2xf32>
    %16 = stablehlo.add %14, %15 : tensor<5x2xf32>
    %17 = stablehlo.slice %2 [0:5, 2:5:2] : (tensor<5x5xf32>) -> tensor<5x2xf32>
    %18 = stablehlo.add %16, %17 : tensor<5x2xf32>
    %19 = stablehlo.slice %2 [0:5, 0:1] : (tensor<5x5xf32>) -> tensor<5x1xf32>
    %20 = stablehlo.concatenate %19, %18, dim = 1 : (tensor<5x1xf32>, tensor<5x2xf32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.pad %20, %cst_1, low = [0, 0], high = [0, 0], interior = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<5x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %16, %cst_2, low = [0, 1], high = [0, 1], interior = [0, 1] : (tensor<5x2xf32>, tensor<f32>) -> tensor<5x5xf32>
    %23 = stablehlo.add %21, %22 : tensor<5x5xf32>
    %24 = stablehlo.slice %arg0 [0:5, 2:11:2] : (tensor<5x11xf32>) -> tensor<5x5xf32>
    %25 = stablehlo.add %23, %24 : tensor<5x5xf32>
    %26 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x11xf32>) -> tensor<5x1xf32>
    %27 = stablehlo.concatenate %26, %25, dim = 1 : (tensor<5x1xf32>, tensor<5x5xf32>) -> tensor<5x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.pad %27, %cst_3, low = [0, 0], high = [0, 0], interior = [0, 1] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5x11xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.pad %23, %cst_4, low = [0, 1], high = [0, 1], interior = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5x11xf32>
    %30 = stablehlo.add %28, %29 : tensor<5x11xf32>
    %31 = stablehlo.reverse %arg0, dims = [0] : tensor<5x11xf32>
    %32 = stablehlo.slice %31 [0:4:2, 0:11] : (tensor<5x11xf32>) -> tensor<2x11xf32>
    %33 = stablehlo.slice %31 [1:5:2, 0:11] : (tensor<5x11xf32>) -> tensor<2x11xf32>
    %34 = stablehlo.maximum %32, %33 : tensor<2x11xf32>
    %35 = stablehlo.slice %34 [0:1:2, 0:11] : (tensor<2x11xf32>) -> tensor<1x11xf32>
    %36 = stablehlo.slice %34 [1:2:2, 0:11] : (tensor<2x11xf32>) -> tensor<1x11xf32>
    %37 = stablehlo.maximum %35, %36 : tensor<1x11xf32>
    %38 = stablehlo.slice %37 [0:0, 0:11] : (tensor<1x11xf32>) -> tensor<0x11xf32>
    %39 = stablehlo.slice %34 [2:2:2, 0:11] : (tensor<2x11xf32>) -> tensor<0x11xf32>
    %40 = stablehlo.maximum %38, %39 : tensor<0x11xf32>
    %41 = stablehlo.slice %34 [0:1, 0:11] : (tensor<2x11xf32>) -> tensor<1x11xf32>
    %42 = stablehlo.concatenate %41, %40, dim = 0 : (tensor<1x11xf32>, tensor<0x11xf32>) -> tensor<1x11xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %42, %cst_5, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x11xf32>, tensor<f32>) -> tensor<2x11xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %37, %cst_6, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x11xf32>, tensor<f32>) -> tensor<2x11xf32>
    %45 = stablehlo.add %43, %44 : tensor<2x11xf32>
    %46 = stablehlo.slice %31 [2:5:2, 0:11] : (tensor<5x11xf32>) -> tensor<2x11xf32>
    %47 = stablehlo.maximum %45, %46 : tensor<2x11xf32>
    %48 = stablehlo.slice %31 [0:1, 0:11] : (tensor<5x11xf32>) -> tensor<1x11xf32>
    %49 = stablehlo.concatenate %48, %47, dim = 0 : (tensor<1x11xf32>, tensor<2x11xf32>) -> tensor<3x11xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.pad %49, %cst_7, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<3x11xf32>, tensor<f32>) -> tensor<5x11xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %45, %cst_8, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<2x11xf32>, tensor<f32>) -> tensor<5x11xf32>
    %52 = stablehlo.add %50, %51 : tensor<5x11xf32>
    %53 = stablehlo.reverse %52, dims = [0] : tensor<5x11xf32>
    return %30, %53 : tensor<5x11xf32>, tensor<5x11xf32>
  }
}

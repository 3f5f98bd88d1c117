module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3x2xf32>) -> (tensor<6x3x2xi1> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c_0, %c_1, %c_2 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %7 = stablehlo.cosine %arg0 : tensor<6x3x2xf32>
      %cst_3 = stablehlo.constant dense<-0.699999988> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x3x2xf32>
      %9 = stablehlo.multiply %7, %8 : tensor<6x3x2xf32>
      stablehlo.return %9 : tensor<6x3x2xf32>
    }, {
      %7 = stablehlo.cosine %arg0 : tensor<6x3x2xf32>
      %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x3x2xf32>
      %9 = stablehlo.multiply %7, %8 : tensor<6x3x2xf32>
      stablehlo.return %9 : tensor<6x3x2xf32>
    }, {
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x3x2xf32>
      %8 = stablehlo.multiply %arg0, %7 : tensor<6x3x2xf32>
      %9 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %10 = stablehlo.multiply %9, %cst_4 : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<6x3x2xf32>
      %12 = stablehlo.add %arg0, %11 : tensor<6x3x2xf32>
      %13 = stablehlo.sine %12 : tensor<6x3x2xf32>
      %14 = stablehlo.add %8, %13 : tensor<6x3x2xf32>
      stablehlo.return %14 : tensor<6x3x2xf32>
    }) : (tensor<i32>) -> tensor<6x3x2xf32>
    %2 = stablehlo.abs %arg0 : tensor<6x3x2xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3x2xf32>
    %4 = stablehlo.add %2, %3 : tensor<6x3x2xf32>
    %5 = stablehlo.divide %1, %4 : tensor<6x3x2xf32>
    %6 = stablehlo.compare NE, %5, %1, FLOAT : (tensor<6x3x2xf32>, tensor<6x3x2xf32>) -> tensor<6x3x2xi1>
    return %6 : tensor<6x3x2xi1>
  }
}

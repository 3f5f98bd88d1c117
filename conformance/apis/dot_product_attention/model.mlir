module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x4x8xf32>, %arg1: tensor<2x7x4x8xf32>, %arg2: tensor<2x7x4x8xf32>) -> (tensor<2x7x4x8xf32> {jax.result_info = "result[0]"}, tensor<2x7x4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x7x4x8xf32>) -> tensor<2x7x4x1x8xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x7x4x1x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x1x7xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x7x1x7xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<2x4x7x1x7xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x7x1x7xf32>, tensor<f32>) -> tensor<2x4x7x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x7x1xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<2x4x7x1xf32>
    %7 = stablehlo.transpose %6, dims = [3, 0, 1, 2] : (tensor<2x4x7x1xf32>) -> tensor<1x2x4x7xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x2x4x7xf32>) -> tensor<1x2x4x7x1xf32>
    %9 = stablehlo.transpose %3, dims = [3, 0, 1, 2, 4] : (tensor<2x4x7x1x7xf32>) -> tensor<1x2x4x7x7xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x7x1xf32>) -> tensor<1x2x4x7x7xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<1x2x4x7x7xf32>
    %12 = stablehlo.exponential %11 : tensor<1x2x4x7x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x7x7xf32>, tensor<f32>) -> tensor<1x2x4x7xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x2x4x7xf32>) -> tensor<1x2x4x7x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x7x1xf32>) -> tensor<1x2x4x7x7xf32>
    %16 = stablehlo.divide %12, %15 : tensor<1x2x4x7x7xf32>
    %17 = stablehlo.dot_general %arg2, %16, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x4x8xf32>, tensor<1x2x4x7x7xf32>) -> tensor<2x4x8x1x7xf32>
    %18 = stablehlo.transpose %17, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x1x7xf32>) -> tensor<1x2x7x4x8xf32>
    %19 = stablehlo.transpose %18, dims = [1, 2, 3, 0, 4] : (tensor<1x2x7x4x8xf32>) -> tensor<2x7x4x1x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x7x4x1x8xf32>) -> tensor<2x7x4x8xf32>
    %21 = stablehlo.reshape %arg0 : (tensor<2x7x4x8xf32>) -> tensor<2x7x4x1x8xf32>
    %22 = stablehlo.dot_general %21, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x7x4x1x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x1x7xf32>
    %cst_3 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x7x1x7xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x4x7x1x7xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x4x7x7xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<7x7xi1>
    %27 = call @tril(%26) : (tensor<7x7xi1>) -> tensor<7x7xi1>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<7x7xi1>) -> tensor<1x1x7x7xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x7x7xi1>) -> tensor<2x4x7x7xi1>
    %30 = stablehlo.and %25, %29 : tensor<2x4x7x7xi1>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %31 = call @_where(%30, %24, %cst_5) : (tensor<2x4x7x7xi1>, tensor<2x4x7x1x7xf32>, tensor<f32>) -> tensor<1x2x4x7x7xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x7x7xf32>, tensor<f32>) -> tensor<1x2x4x7xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x2x4x7xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<1x2x4x7xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x2x4x7xf32>) -> tensor<1x2x4x7x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x7x1xf32>) -> tensor<1x2x4x7x7xf32>
    %37 = stablehlo.subtract %31, %36 : tensor<1x2x4x7x7xf32>
    %38 = stablehlo.exponential %37 : tensor<1x2x4x7x7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x7x7xf32>, tensor<f32>) -> tensor<1x2x4x7xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x2x4x7xf32>) -> tensor<1x2x4x7x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x7x1xf32>) -> tensor<1x2x4x7x7xf32>
    %42 = stablehlo.divide %38, %41 : tensor<1x2x4x7x7xf32>
    %43 = stablehlo.dot_general %arg2, %42, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x4x8xf32>, tensor<1x2x4x7x7xf32>) -> tensor<2x4x8x1x7xf32>
    %44 = stablehlo.transpose %43, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x1x7xf32>) -> tensor<1x2x7x4x8xf32>
    %45 = stablehlo.transpose %44, dims = [1, 2, 3, 0, 4] : (tensor<1x2x7x4x8xf32>) -> tensor<2x7x4x1x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x7x4x1x8xf32>) -> tensor<2x7x4x8xf32>
    return %20, %46 : tensor<2x7x4x8xf32>, tensor<2x7x4x8xf32>
  }
  func.func private @tril(%arg0: tensor<7x7xi1>) -> tensor<7x7xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<7x7xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %2 = stablehlo.add %0, %1 : tensor<7x7xi32>
    %3 = stablehlo.iota dim = 1 : tensor<7x7xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<7x7xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<7x7xi1>, tensor<7x7xi1>
    return %6 : tensor<7x7xi1>
  }
  func.func private @_where(%arg0: tensor<2x4x7x7xi1>, %arg1: tensor<2x4x7x1x7xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x7x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x7x7xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x4x7x7xi1>) -> tensor<1x2x4x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x7x7xf32>) -> tensor<1x2x4x7x7xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x7x1x7xf32>) -> tensor<1x2x4x7x7xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x2x4x7x7xi1>, tensor<1x2x4x7x7xf32>
    return %4 : tensor<1x2x4x7x7xf32>
  }
}

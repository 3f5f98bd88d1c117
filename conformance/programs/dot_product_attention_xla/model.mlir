module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x2x8xf32>, %arg1: tensor<2x7x2x8xf32>, %arg2: tensor<2x7x2x8xf32>, %arg3: tensor<2x2x7x7xf32>, %arg4: tensor<2x1x7x7xi1>) -> (tensor<2x7x2x8xf32> {jax.result_info = "result[0]"}, tensor<2x7x2x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x7x2x8xf32>) -> tensor<2x7x2x1x8xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x2x7x7xf32>) -> tensor<2x2x1x7x7xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 3, 4] : (tensor<2x1x7x7xi1>) -> tensor<2x1x1x7x7xi1>
    %3 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x7x2x1x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x7x1x7xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x7x1x7xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x2x7x1x7xf32>
    %6 = stablehlo.transpose %5, dims = [3, 0, 1, 2, 4] : (tensor<2x2x7x1x7xf32>) -> tensor<1x2x2x7x7xf32>
    %7 = stablehlo.transpose %1, dims = [2, 0, 1, 3, 4] : (tensor<2x2x1x7x7xf32>) -> tensor<1x2x2x7x7xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x2x2x7x7xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x2x7x7xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3, 4] : (tensor<2x2x7x7xi1>) -> tensor<1x2x2x7x7xi1>
    %11 = stablehlo.transpose %2, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x7x7xi1>) -> tensor<1x2x1x7x7xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x7x7xi1>) -> tensor<1x2x2x7x7xi1>
    %13 = stablehlo.and %10, %12 : tensor<1x2x2x7x7xi1>
    %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %14 = call @_where(%13, %8, %cst_0) : (tensor<1x2x2x7x7xi1>, tensor<1x2x2x7x7xf32>, tensor<f32>) -> tensor<1x2x2x7x7xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x7x7xf32>, tensor<f32>) -> tensor<1x2x2x7xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x7xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<1x2x2x7xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x2x2x7xf32>) -> tensor<1x2x2x7x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x7x1xf32>) -> tensor<1x2x2x7x7xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<1x2x2x7x7xf32>
    %21 = stablehlo.exponential %20 : tensor<1x2x2x7x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x7x7xf32>, tensor<f32>) -> tensor<1x2x2x7xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x2x2x7xf32>) -> tensor<1x2x2x7x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x7x1xf32>) -> tensor<1x2x2x7x7xf32>
    %25 = stablehlo.divide %21, %24 : tensor<1x2x2x7x7xf32>
    %26 = stablehlo.dot_general %arg2, %25, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x2x8xf32>, tensor<1x2x2x7x7xf32>) -> tensor<2x2x8x1x7xf32>
    %27 = stablehlo.transpose %26, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x1x7xf32>) -> tensor<1x2x7x2x8xf32>
    %28 = stablehlo.transpose %27, dims = [1, 2, 3, 0, 4] : (tensor<1x2x7x2x8xf32>) -> tensor<2x7x2x1x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x7x2x1x8xf32>) -> tensor<2x7x2x8xf32>
    %30 = stablehlo.slice %arg1 [0:2, 0:7, 0:1, 0:8] : (tensor<2x7x2x8xf32>) -> tensor<2x7x1x8xf32>
    %31 = stablehlo.slice %arg2 [0:2, 0:7, 0:1, 0:8] : (tensor<2x7x2x8xf32>) -> tensor<2x7x1x8xf32>
    %32 = stablehlo.reshape %arg0 : (tensor<2x7x2x8xf32>) -> tensor<2x7x1x2x8xf32>
    %33 = stablehlo.dot_general %32, %30, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x7x1x2x8xf32>, tensor<2x7x1x8xf32>) -> tensor<2x1x7x2x7xf32>
    %cst_4 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x7x2x7xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x1x7x2x7xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<2x1x7x7xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<7x7xi1>
    %38 = call @tril(%37) : (tensor<7x7xi1>) -> tensor<7x7xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<7x7xi1>) -> tensor<1x1x7x7xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x7x7xi1>) -> tensor<2x1x7x7xi1>
    %41 = stablehlo.and %36, %40 : tensor<2x1x7x7xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %42 = call @_where_0(%41, %35, %cst_7) : (tensor<2x1x7x7xi1>, tensor<2x1x7x2x7xf32>, tensor<f32>) -> tensor<2x2x1x7x7xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x1x7x7xf32>, tensor<f32>) -> tensor<2x2x1x7xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x1x7xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x2x1x7xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2x2x1x7xf32>) -> tensor<2x2x1x7x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x7x1xf32>) -> tensor<2x2x1x7x7xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<2x2x1x7x7xf32>
    %49 = stablehlo.exponential %48 : tensor<2x2x1x7x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<2x2x1x7x7xf32>, tensor<f32>) -> tensor<2x2x1x7xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x2x1x7xf32>) -> tensor<2x2x1x7x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3, 4] : (tensor<2x2x1x7x1xf32>) -> tensor<2x2x1x7x7xf32>
    %53 = stablehlo.divide %49, %52 : tensor<2x2x1x7x7xf32>
    %54 = stablehlo.dot_general %31, %53, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x7x1x8xf32>, tensor<2x2x1x7x7xf32>) -> tensor<2x1x8x2x7xf32>
    %55 = stablehlo.transpose %54, dims = [3, 0, 4, 1, 2] : (tensor<2x1x8x2x7xf32>) -> tensor<2x2x7x1x8xf32>
    %56 = stablehlo.transpose %55, dims = [1, 2, 3, 0, 4] : (tensor<2x2x7x1x8xf32>) -> tensor<2x7x1x2x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x7x1x2x8xf32>) -> tensor<2x7x2x8xf32>
    return %29, %57 : tensor<2x7x2x8xf32>, tensor<2x7x2x8xf32>
  }
  func.func private @_where(%arg0: tensor<1x2x2x7x7xi1>, %arg1: tensor<1x2x2x7x7xf32>, %arg2: tensor<f32>) -> tensor<1x2x2x7x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x7x7xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x7x7xf32>) -> tensor<1x2x2x7x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x2x2x7x7xi1>, tensor<1x2x2x7x7xf32>
    return %2 : tensor<1x2x2x7x7xf32>
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
  func.func private @_where_0(%arg0: tensor<2x1x7x7xi1>, %arg1: tensor<2x1x7x2x7xf32>, %arg2: tensor<f32>) -> tensor<2x2x1x7x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x1x7x7xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x1x7x7xi1>) -> tensor<2x2x1x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x1x7x7xf32>) -> tensor<2x2x1x7x7xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x1x7x2x7xf32>) -> tensor<2x2x1x7x7xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<2x2x1x7x7xi1>, tensor<2x2x1x7x7xf32>
    return %4 : tensor<2x2x1x7x7xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6x6xf32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %1 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %3 = stablehlo.add %0, %2 : tensor<6x6xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %5 = stablehlo.convert %4 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %6 = stablehlo.slice %5 [0:6, 0:6] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %7 = stablehlo.convert %6 : tensor<6x6xf32>
    %8 = stablehlo.tanh %arg0 : tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<6x6xf32>
    %12 = stablehlo.add %7, %11 : tensor<6x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.subtract %13, %8 : tensor<6xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<6x6xf32>
    %18 = stablehlo.reverse %arg0, dims = [0] : tensor<6xf32>
    %19 = stablehlo.reverse %7, dims = [1] : tensor<6x6xf32>
    %20 = stablehlo.multiply %8, %18 : tensor<6xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<6x6xf32>
    %24 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %26 = stablehlo.multiply %25, %19 : tensor<6x6xf32>
    %27 = stablehlo.add %23, %26 : tensor<6x6xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %29 = stablehlo.slice %28 [0:6, 0:6] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %30 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.multiply %31, %arg0 : tensor<6xf32>
    %33 = call @cumsum(%30) : (tensor<6xf32>) -> tensor<6xf32>
    %34 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %35 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %37 = stablehlo.add %34, %36 : tensor<6x6xi32>
    %38 = stablehlo.compare EQ, %37, %35, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %39 = stablehlo.convert %38 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %40 = stablehlo.slice %39 [0:6, 0:6] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %41 = stablehlo.convert %40 : tensor<6x6xf32>
    %42 = call @cumsum_1(%41) : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %43 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<6x6xf32>
    %46 = stablehlo.slice %45 [0:6, 0:6] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    return %29, %46 : tensor<6x6xf32>, tensor<6x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<6x6xf32>) -> tensor<6x6xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<6x6xf32>) -> tensor<6x6xf32>
    return %0 : tensor<6x6xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<6x6xf32>) -> tensor<6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 5]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<6x6xf32>
    return %1 : tensor<6x6xf32>
  }
}

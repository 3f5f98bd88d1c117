module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6x3xf32>) -> (tensor<6x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.clamp %0, %arg0, %1 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi1>) -> tensor<6x3xi1>
    %6 = stablehlo.select %5, %arg1, %arg1 : tensor<6x3xi1>, tensor<6x3xf32>
    %7 = stablehlo.sine %6 : tensor<6x3xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare EQ, %2, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xi1>) -> tensor<6x3xi1>
    %11 = stablehlo.select %10, %arg1, %arg1 : tensor<6x3xi1>, tensor<6x3xf32>
    %12 = stablehlo.cosine %11 : tensor<6x3xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.compare EQ, %2, %13, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<6xi1>) -> tensor<6x3xi1>
    %16 = stablehlo.select %15, %arg1, %arg1 : tensor<6x3xi1>, tensor<6x3xf32>
    %17 = stablehlo.tanh %16 : tensor<6x3xf32>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %19 = stablehlo.compare EQ, %2, %18, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<6xi1>) -> tensor<6x3xi1>
    %21 = stablehlo.select %20, %arg1, %arg1 : tensor<6x3xi1>, tensor<6x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<6x3xf32>
    %24 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xi32>) -> tensor<6x3xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6x3xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<6x3xi32>, tensor<6x3xi32>) -> tensor<6x3xi1>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6x3xi32>
    %28 = stablehlo.compare LT, %24, %27, SIGNED : (tensor<6x3xi32>, tensor<6x3xi32>) -> tensor<6x3xi1>
    %29 = stablehlo.select %28, %7, %12 : tensor<6x3xi1>, tensor<6x3xf32>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6x3xi32>
    %31 = stablehlo.compare LT, %24, %30, SIGNED : (tensor<6x3xi32>, tensor<6x3xi32>) -> tensor<6x3xi1>
    %32 = stablehlo.select %31, %17, %23 : tensor<6x3xi1>, tensor<6x3xf32>
    %33 = stablehlo.select %26, %29, %32 : tensor<6x3xi1>, tensor<6x3xf32>
    return %33 : tensor<6x3xf32>
  }
}

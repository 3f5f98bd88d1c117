module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<300xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<300xf32> {jax.result_info = "result[0]"}, tensor<300xf32> {jax.result_info = "result[1]"}, tensor<300xf32> {jax.result_info = "result[2]"}, tensor<20x300xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<300xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<300xi32>, tensor<300xi32>) -> tensor<300xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = call @_where(%2, %arg0, %cst) : (tensor<300xi1>, tensor<300xf32>, tensor<f32>) -> tensor<300xf32>
    %4 = stablehlo.iota dim = 0 : tensor<300xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %6 = stablehlo.multiply %4, %5 : tensor<300xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %8 = stablehlo.add %6, %7 : tensor<300xi32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %10 = stablehlo.compare LE, %8, %9, SIGNED : (tensor<300xi32>, tensor<300xi32>) -> tensor<300xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = call @_where(%10, %arg0, %cst_1) : (tensor<300xi1>, tensor<300xf32>, tensor<f32>) -> tensor<300xf32>
    %12 = stablehlo.iota dim = 0 : tensor<300xi32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %14 = stablehlo.subtract %12, %13 : tensor<300xi32>
    %15 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<300xi32>
    %16 = stablehlo.compare GT, %15, %14, SIGNED : (tensor<300xi32>, tensor<300xi32>) -> tensor<300xi1>
    %cst_3 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %17 = call @_where(%16, %arg0, %cst_3) : (tensor<300xi1>, tensor<300xf32>, tensor<f32>) -> tensor<300xf32>
    %18 = stablehlo.iota dim = 1 : tensor<20x300xi32>
    %19 = stablehlo.iota dim = 0 : tensor<20x300xi32>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<20x300xi32>
    %21 = stablehlo.add %19, %20 : tensor<20x300xi32>
    %22 = stablehlo.compare LT, %18, %21, SIGNED : (tensor<20x300xi32>, tensor<20x300xi32>) -> tensor<20x300xi1>
    %23 = stablehlo.negate %arg0 : tensor<300xf32>
    %24 = call @_where_0(%22, %arg0, %23) : (tensor<20x300xi1>, tensor<300xf32>, tensor<300xf32>) -> tensor<20x300xf32>
    return %3, %11, %17, %24 : tensor<300xf32>, tensor<300xf32>, tensor<300xf32>, tensor<20x300xf32>
  }
  func.func private @_where(%arg0: tensor<300xi1>, %arg1: tensor<300xf32>, %arg2: tensor<f32>) -> tensor<300xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<300xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<300xi1>, tensor<300xf32>
    return %2 : tensor<300xf32>
  }
  func.func private @_where_0(%arg0: tensor<20x300xi1>, %arg1: tensor<300xf32>, %arg2: tensor<300xf32>) -> tensor<20x300xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<300xf32>) -> tensor<20x300xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<300xf32>) -> tensor<20x300xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<20x300xi1>, tensor<20x300xf32>
    return %2 : tensor<20x300xf32>
  }
}

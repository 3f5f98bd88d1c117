module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1xf32>, %arg1: tensor<i1>, %arg2: tensor<2x7xi32>) -> (tensor<1xf32> {jax.result_info = "result[0]"}, tensor<3x1xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[0, -1, -1]> : tensor<3xi32>
    %0 = stablehlo.convert %arg1 : (tensor<i1>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %2 = stablehlo.atan2 %arg0, %1 : tensor<3x1xf32>
    %3 = stablehlo.maximum %2, %arg0 : tensor<3x1xf32>
    %4 = stablehlo.subtract %2, %arg0 : tensor<3x1xf32>
    %5 = stablehlo.compare NE, %4, %4, FLOAT : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
    %6 = stablehlo.add %2, %arg0 : tensor<3x1xf32>
    %7 = stablehlo.abs %4 : tensor<3x1xf32>
    %8 = stablehlo.negate %7 : tensor<3x1xf32>
    %9 = stablehlo.exponential %8 : tensor<3x1xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x1xf32>
    %11 = stablehlo.add %3, %10 : tensor<3x1xf32>
    %12 = stablehlo.select %5, %6, %11 : tensor<3x1xi1>, tensor<3x1xf32>
    %13 = stablehlo.convert %12 : (tensor<3x1xf32>) -> tensor<3x1xbf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %14:4 = stablehlo.while(%iterArg = %13, %iterArg_7 = %c_1, %iterArg_8 = %c_0, %iterArg_9 = %12) : tensor<3x1xbf16>, tensor<i32>, tensor<i32>, tensor<3x1xf32>
    cond {
      %c_10 = stablehlo.constant dense<5> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37:2 = func.call @closed_call(%iterArg, %iterArg_8, %iterArg_9) : (tensor<3x1xbf16>, tensor<i32>, tensor<3x1xf32>) -> (tensor<i32>, tensor<3x1xf32>)
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_7, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %38, %37#0, %37#1 : tensor<3x1xbf16>, tensor<i32>, tensor<i32>, tensor<3x1xf32>
    }
    %15 = stablehlo.convert %13 : (tensor<3x1xbf16>) -> tensor<3x1xf32>
    %16 = stablehlo.multiply %14#3, %15 : tensor<3x1xf32>
    %17 = call @_where(%arg1, %16, %14#3) : (tensor<i1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %18 = stablehlo.reshape %14#3 : (tensor<3x1xf32>) -> tensor<3xf32>
    %19 = stablehlo.reshape %18 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %20 = stablehlo.convert %19 : (tensor<1x1x3xf32>) -> tensor<1x1x3xbf16>
    %21 = stablehlo.dot_general %13, %20, contracting_dims = [1, 0] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<3x1xbf16>, tensor<1x1x3xbf16>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<3x1xf32>) -> tensor<3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.compare LT, %c, %25, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %28 = stablehlo.add %c, %27 : tensor<3xi32>
    %29 = stablehlo.select %26, %28, %c : tensor<3xi1>, tensor<3xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.minimum %c_4, %31 : tensor<1xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %35 = stablehlo.clamp %34, %30, %33 : tensor<3x1xi32>
    %36 = "stablehlo.scatter"(%21, %35, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %37 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %37 : tensor<f32>
    }) : (tensor<1xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<1xf32>
    return %36, %17 : tensor<1xf32>, tensor<3x1xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x1xbf16>, %arg1: tensor<i32>, %arg2: tensor<3x1xf32>) -> (tensor<i32>, tensor<3x1xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %cst = stablehlo.constant dense<1.300000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %4 = stablehlo.add %2, %3 : tensor<3x1xf32>
    %5 = stablehlo.tanh %4 : tensor<3x1xf32>
    %cst_1 = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<3x1xbf16>
    %7 = stablehlo.multiply %arg0, %6 : tensor<3x1xbf16>
    %8 = stablehlo.convert %7 : (tensor<3x1xbf16>) -> tensor<3x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<3x1xf32>
    return %0, %9 : tensor<i32>, tensor<3x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x1xf32>, %arg2: tensor<3x1xf32>) -> tensor<3x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3x1xf32>
    return %0 : tensor<3x1xf32>
  }
}

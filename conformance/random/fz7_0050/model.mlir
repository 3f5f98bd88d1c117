module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6x9x9x2xf32>) -> (tensor<1x3x9x0xf32> {jax.result_info = "result[0]"}, tensor<6x9x9x2xi32> {jax.result_info = "result[1]"}, tensor<1x3x9xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x9x9x2xf32>
    %1 = stablehlo.compare GT, %arg1, %0, FLOAT : (tensor<6x9x9x2xf32>, tensor<6x9x9x2xf32>) -> tensor<6x9x9x2xi1>
    %2 = call @_where(%1, %arg1, %arg1) : (tensor<6x9x9x2xi1>, tensor<6x9x9x2xf32>, tensor<6x9x9x2xf32>) -> tensor<6x9x9x2xf32>
    %3 = stablehlo.slice %arg1 [2:3:2, 0:3, 0:9, 0:0] : (tensor<6x9x9x2xf32>) -> tensor<1x3x9x0xf32>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<1x3x9x0xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %5 = call @clip(%2, %cst_0, %cst_1) : (tensor<6x9x9x2xf32>, tensor<f32>, tensor<f32>) -> tensor<6x9x9x2xf32>
    %6 = stablehlo.convert %5 : (tensor<6x9x9x2xf32>) -> tensor<6x9x9x2xi32>
    %7 = call @_flip(%4) : (tensor<1x3x9x0xf32>) -> tensor<1x3x9x0xf32>
    %8 = stablehlo.reshape %2 : (tensor<6x9x9x2xf32>) -> tensor<972xf32>
    %9 = stablehlo.slice %8 [0:162] : (tensor<972xf32>) -> tensor<162xf32>
    %10 = stablehlo.reshape %9 : (tensor<162xf32>) -> tensor<1x9x9x2xf32>
    %11 = stablehlo.convert %10 : (tensor<1x9x9x2xf32>) -> tensor<1x9x9x2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.compare LT, %c, %12, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.add %c, %14 : tensor<1xi32>
    %16 = stablehlo.select %13, %15, %c : tensor<1xi1>, tensor<1xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %18 = "stablehlo.scatter"(%6, %17, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %30 : tensor<i32>
    }) : (tensor<6x9x9x2xi32>, tensor<1x1xi32>, tensor<1x9x9x2xi32>) -> tensor<6x9x9x2xi32>
    %cst_4 = stablehlo.constant dense<-1.000000e+03> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %19 = call @clip_0(%7, %cst_4, %cst_5) : (tensor<1x3x9x0xf32>, tensor<f32>, tensor<f32>) -> tensor<1x3x9x0xf32>
    %20 = stablehlo.convert %19 : (tensor<1x3x9x0xf32>) -> tensor<1x3x9x0xi32>
    %21 = stablehlo.convert %20 : (tensor<1x3x9x0xi32>) -> tensor<1x3x9x0xf32>
    %22 = stablehlo.multiply %7, %21 : tensor<1x3x9x0xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<1x3x9x0xf32>, tensor<f32>) -> tensor<1x3x9xf32>
    %24 = stablehlo.convert %20 : (tensor<1x3x9x0xi32>) -> tensor<1x3x9x0xf32>
    %25 = stablehlo.abs %22 : tensor<1x3x9x0xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x3x9x0xf32>
    %27 = stablehlo.add %25, %26 : tensor<1x3x9x0xf32>
    %c_8 = stablehlo.constant dense<-2> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %28 = call @clip_1(%24, %c_8, %c_9) : (tensor<1x3x9x0xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3x9x0xf32>
    %29 = stablehlo.power %27, %28 : tensor<1x3x9x0xf32>
    return %29, %18, %23 : tensor<1x3x9x0xf32>, tensor<6x9x9x2xi32>, tensor<1x3x9xf32>
  }
  func.func private @_where(%arg0: tensor<6x9x9x2xi1>, %arg1: tensor<6x9x9x2xf32>, %arg2: tensor<6x9x9x2xf32>) -> tensor<6x9x9x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x9x9x2xi1>, tensor<6x9x9x2xf32>
    return %0 : tensor<6x9x9x2xf32>
  }
  func.func private @clip(%arg0: tensor<6x9x9x2xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6x9x9x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x9x9x2xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6x9x9x2xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6x9x9x2xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<6x9x9x2xf32>
    return %5 : tensor<6x9x9x2xf32>
  }
  func.func private @_flip(%arg0: tensor<1x3x9x0xf32>) -> tensor<1x3x9x0xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 3] : tensor<1x3x9x0xf32>
    return %0 : tensor<1x3x9x0xf32>
  }
  func.func private @clip_0(%arg0: tensor<1x3x9x0xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x3x9x0xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3x9x0xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1x3x9x0xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1x3x9x0xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1x3x9x0xf32>
    return %5 : tensor<1x3x9x0xf32>
  }
  func.func private @clip_1(%arg0: tensor<1x3x9x0xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x3x9x0xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3x9x0xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1x3x9x0xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1x3x9x0xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1x3x9x0xf32>
    return %5 : tensor<1x3x9x0xf32>
  }
}

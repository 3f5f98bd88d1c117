module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x5x3x6xf32>) -> (tensor<4x3x1x5xf32> {jax.result_info = "result[0]"}, tensor<4x1x5xi32> {jax.result_info = "result[1]"}, tensor<4x9x1x5xi1> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[2, -2, -3, 0, 2, 2, 0, -1, 1]> : tensor<9xi32>
    %c_0 = stablehlo.constant dense<[1, 3, 0, 3, -3]> : tensor<5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %2 = stablehlo.select %0, %1, %c_5 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_10 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_15 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<6> : tensor<i32>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %10 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<6> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_20 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg0, %2, %5, %8, %11, sizes = [4, 3, 1, 5] : (tensor<8x5x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x3x1x5xf32>
    %cst = stablehlo.constant dense<-1.750000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3x1x5xf32>
    %14 = stablehlo.compare GT, %12, %13, FLOAT : (tensor<4x3x1x5xf32>, tensor<4x3x1x5xf32>) -> tensor<4x3x1x5xi1>
    %15 = stablehlo.convert %14 : (tensor<4x3x1x5xi1>) -> tensor<4x3x1x5xf32>
    %16 = stablehlo.compare EQ, %12, %15, FLOAT : (tensor<4x3x1x5xf32>, tensor<4x3x1x5xf32>) -> tensor<4x3x1x5xi1>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %18 = stablehlo.compare LT, %c, %17, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_22 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %20 = stablehlo.add %c, %19 : tensor<9xi32>
    %21 = stablehlo.select %18, %20, %c : tensor<9xi1>, tensor<9xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %23 = "stablehlo.gather"(%16, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1, 5>}> : (tensor<4x3x1x5xi1>, tensor<9x1xi32>) -> tensor<4x9x1x5xi1>
    %24 = call @_flip(%23) : (tensor<4x9x1x5xi1>) -> tensor<4x9x1x5xi1>
    %25 = call @argmax(%12) : (tensor<4x3x1x5xf32>) -> tensor<4x1x5xi32>
    %26 = stablehlo.slice %23 [2:3, 0:9, 0:1, 0:5] : (tensor<4x9x1x5xi1>) -> tensor<1x9x1x5xi1>
    %27 = stablehlo.reshape %26 : (tensor<1x9x1x5xi1>) -> tensor<9x1x5xi1>
    %28 = stablehlo.reshape %27 : (tensor<9x1x5xi1>) -> tensor<45xi1>
    %29 = stablehlo.reshape %28 : (tensor<45xi1>) -> tensor<1x45xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x45xi1>) -> tensor<2x45xi1>
    %31 = stablehlo.reshape %30 : (tensor<2x45xi1>) -> tensor<90xi1>
    %32 = stablehlo.slice %31 [0:75] : (tensor<90xi1>) -> tensor<75xi1>
    %33 = stablehlo.reshape %32 : (tensor<75xi1>) -> tensor<5x3x1x5xi1>
    %34 = stablehlo.convert %33 : (tensor<5x3x1x5xi1>) -> tensor<5x3x1x5xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %36 = stablehlo.compare LT, %c_0, %35, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_24 = stablehlo.constant dense<4> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %38 = stablehlo.add %c_0, %37 : tensor<5xi32>
    %39 = stablehlo.select %36, %38, %c_0 : tensor<5xi1>, tensor<5xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %41 = "stablehlo.scatter"(%12, %40, %34) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %42 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %42 : tensor<f32>
    }) : (tensor<4x3x1x5xf32>, tensor<5x1xi32>, tensor<5x3x1x5xf32>) -> tensor<4x3x1x5xf32>
    return %41, %25, %24 : tensor<4x3x1x5xf32>, tensor<4x1x5xi32>, tensor<4x9x1x5xi1>
  }
  func.func private @_flip(%arg0: tensor<4x9x1x5xi1>) -> tensor<4x9x1x5xi1> {
    %0 = stablehlo.reverse %arg0, dims = [1, 2] : tensor<4x9x1x5xi1>
    return %0 : tensor<4x9x1x5xi1>
  }
  func.func private @argmax(%arg0: tensor<4x3x1x5xf32>) -> tensor<4x1x5xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x3x1x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x3x1x5xf32>, tensor<4x3x1x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x1x5xf32>, tensor<4x1x5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4x1x5xi32>
  }
}

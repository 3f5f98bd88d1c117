module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xui8>) -> (tensor<1x3xi1> {jax.result_info = "result[0]"}, tensor<9xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[2, 2, -3, 2, 1]> : tensor<5xi32>
    %0 = call @argsort(%arg0) : (tensor<3xui8>) -> tensor<3xi32>
    %1 = stablehlo.convert %arg0 : (tensor<3xui8>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.compare GT, %1, %2, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %4 = stablehlo.convert %0 : (tensor<3xi32>) -> tensor<3xui8>
    %5 = call @_where(%3, %arg0, %4) : (tensor<3xi1>, tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>
    %6 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %7 = stablehlo.reshape %0 : (tensor<3xi32>) -> tensor<1x3xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %9 = stablehlo.reshape %8 : (tensor<2x3xi32>) -> tensor<6xi32>
    %10 = stablehlo.slice %9 [0:5] : (tensor<6xi32>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.compare LT, %c, %11, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %c, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %c : tensor<5xi1>, tensor<5xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %17 = "stablehlo.scatter"(%0, %16, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %40 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
      stablehlo.return %40 : tensor<i32>
    }) : (tensor<3xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<3xi32>
    %18 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<1x1x3xi32>
    %19 = stablehlo.reshape %18 : (tensor<1x1x3xi32>) -> tensor<1x3xi32>
    %20 = stablehlo.reshape %19 : (tensor<1x3xi32>) -> tensor<3xi32>
    %21 = stablehlo.slice %20 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %22 = call @remainder(%21, %c_2) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %23 = stablehlo.reshape %19 : (tensor<1x3xi32>) -> tensor<3xi32>
    %24 = stablehlo.reshape %23 : (tensor<3xi32>) -> tensor<1x3xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %26 = stablehlo.reshape %25 : (tensor<2x3xi32>) -> tensor<6xi32>
    %27 = stablehlo.reshape %26 : (tensor<6xi32>) -> tensor<2x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %29 = stablehlo.compare LT, %22, %28, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %31 = stablehlo.add %22, %30 : tensor<2xi32>
    %32 = stablehlo.select %29, %31, %22 : tensor<2xi1>, tensor<2xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %34 = "stablehlo.scatter"(%19, %33, %27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %40 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %40 : tensor<i32>
    }) : (tensor<1x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %35 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<3xi32>) -> tensor<3x3xi32>
    %36 = stablehlo.reshape %35 : (tensor<3x3xi32>) -> tensor<9xi32>
    %37 = stablehlo.reshape %5 : (tensor<3xui8>) -> tensor<1x3xui8>
    %38 = stablehlo.convert %37 : (tensor<1x3xui8>) -> tensor<1x3xi32>
    %39 = stablehlo.compare LE, %34, %38, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    return %39, %36 : tensor<1x3xi1>, tensor<9xi32>
  }
  func.func private @argsort(%arg0: tensor<3xui8>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3xui8>, tensor<3xi32>) -> (tensor<3xui8>, tensor<3xi32>)
    return %1#1 : tensor<3xi32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xui8>, %arg2: tensor<3xui8>) -> tensor<3xui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xui8>
    return %0 : tensor<3xui8>
  }
  func.func private @remainder(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1xui8>) -> (tensor<5xi8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<-1> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<8> : tensor<1xi8>
    %values, %indices = chlo.top_k(%arg0, k = 1) : tensor<1xui8> -> (tensor<1xui8>, tensor<1xi32>)
    %0 = stablehlo.reshape %values : (tensor<1xui8>) -> tensor<1x1xui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xui8>) -> tensor<3x1xui8>
    %2 = stablehlo.reshape %1 : (tensor<3x1xui8>) -> tensor<3xui8>
    %3 = stablehlo.convert %2 : (tensor<3xui8>) -> tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare LT, %c, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.add %c, %6 : tensor<3xi32>
    %8 = stablehlo.select %5, %7, %c : tensor<3xi1>, tensor<3xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %10 = "stablehlo.scatter"(%indices, %9, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %30 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
      stablehlo.return %30 : tensor<i32>
    }) : (tensor<1xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<1xi32>
    %11 = stablehlo.convert %10 : (tensor<1xi32>) -> tensor<1xi8>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %13 = stablehlo.compare EQ, %c_0, %12, SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %c_4 = stablehlo.constant dense<1> : tensor<i8>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %15 = call @_where(%13, %14, %c_0) : (tensor<1xi1>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
    %c_5 = stablehlo.constant dense<-128> : tensor<i8>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %17 = stablehlo.compare EQ, %11, %16, SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %c_6 = stablehlo.constant dense<-1> : tensor<i8>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %19 = stablehlo.compare EQ, %15, %18, SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %20 = stablehlo.and %17, %19 : tensor<1xi1>
    %c_7 = stablehlo.constant dense<1> : tensor<i8>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %22 = call @_where(%20, %21, %15) : (tensor<1xi1>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
    %23 = call @floor_divide(%11, %22) : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
    %24 = stablehlo.reshape %11 : (tensor<1xi8>) -> tensor<1x1xi8>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x1xi8>) -> tensor<5x1xi8>
    %26 = stablehlo.reshape %25 : (tensor<5x1xi8>) -> tensor<5xi8>
    %27 = stablehlo.reshape %26 : (tensor<5xi8>) -> tensor<1x5xi8>
    %28 = stablehlo.dot_general %23, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1xi8>, tensor<1x5xi8>) -> tensor<5xi8>
    %29 = call @_flip(%28) : (tensor<5xi8>) -> tensor<5xi8>
    return %29 : tensor<5xi8>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xi8>, %arg2: tensor<1xi8>) -> tensor<1xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi8>
    return %0 : tensor<1xi8>
  }
  func.func private @floor_divide(%arg0: tensor<1xi8>, %arg1: tensor<1xi8>) -> tensor<1xi8> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<1xi8>
    %1 = stablehlo.sign %arg0 : tensor<1xi8>
    %2 = stablehlo.sign %arg1 : tensor<1xi8>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<1xi8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %7 = stablehlo.and %3, %6 : tensor<1xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<1xi8>
    %9 = stablehlo.subtract %0, %8 : tensor<1xi8>
    %10 = call @_where(%7, %9, %0) : (tensor<1xi1>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
    return %10 : tensor<1xi8>
  }
  func.func private @_flip(%arg0: tensor<5xi8>) -> tensor<5xi8> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<5xi8>
    return %0 : tensor<5xi8>
  }
}

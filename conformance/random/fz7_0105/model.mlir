module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1xui8>) -> (tensor<3xi64> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x1xui8>) -> tensor<1x3xui8>
    %1 = call @argmax(%0) : (tensor<1x3xui8>) -> tensor<3xi64>
    %2 = stablehlo.reshape %0 : (tensor<1x3xui8>) -> tensor<3xui8>
    %3 = stablehlo.slice %2 [0:1] : (tensor<3xui8>) -> tensor<1xui8>
    %4 = stablehlo.reshape %3 : (tensor<1xui8>) -> tensor<ui8>
    %5 = stablehlo.convert %4 : (tensor<ui8>) -> tensor<i64>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_3 : tensor<i1>, tensor<i32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.scatter"(%1, %9, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %24 = stablehlo.multiply %arg1, %arg2 : tensor<i64>
      stablehlo.return %24 : tensor<i64>
    }) : (tensor<3xi64>, tensor<1xi32>, tensor<i64>) -> tensor<3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %12 = stablehlo.compare EQ, %1, %11, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %14 = call @_where(%12, %13, %1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %c_6 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %16 = stablehlo.compare EQ, %10, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_7 = stablehlo.constant dense<-1> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %18 = stablehlo.compare EQ, %14, %17, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %19 = stablehlo.and %16, %18 : tensor<3xi1>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %21 = call @_where(%19, %20, %14) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %22 = stablehlo.remainder %10, %21 : tensor<3xi64>
    %23 = stablehlo.or %22, %10 : tensor<3xi64>
    return %23 : tensor<3xi64>
  }
  func.func private @argmax(%arg0: tensor<1x3xui8>) -> tensor<3xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<1x3xi64>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<1x3xui8>, tensor<1x3xi64>, tensor<ui8>, tensor<i64>) -> (tensor<3xui8>, tensor<3xi64>)
     reducer(%arg1: tensor<ui8>, %arg3: tensor<ui8>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui8>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<3xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi64>
    return %0 : tensor<3xi64>
  }
}

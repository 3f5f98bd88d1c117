module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7x6x3xi32>, %arg1: tensor<4x1xui8>) -> (tensor<1xi64> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<4x1xui8>) -> tensor<4x1xf64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x1xf64>
    %2 = stablehlo.compare GT, %0, %1, FLOAT : (tensor<4x1xf64>, tensor<4x1xf64>) -> tensor<4x1xi1>
    %3 = call @_where(%2, %arg1, %arg1) : (tensor<4x1xi1>, tensor<4x1xui8>, tensor<4x1xui8>) -> tensor<4x1xui8>
    %4 = call @argmin(%3) : (tensor<4x1xui8>) -> tensor<1xi64>
    %5 = call @_flip(%4) : (tensor<1xi64>) -> tensor<1xi64>
    %6 = call @argmax(%5) : (tensor<1xi64>) -> tensor<i64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i64>) -> tensor<1xi64>
    return %7 : tensor<1xi64>
  }
  func.func private @_where(%arg0: tensor<4x1xi1>, %arg1: tensor<4x1xui8>, %arg2: tensor<4x1xui8>) -> tensor<4x1xui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x1xi1>, tensor<4x1xui8>
    return %0 : tensor<4x1xui8>
  }
  func.func private @argmin(%arg0: tensor<4x1xui8>) -> tensor<1xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x1xi64>
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4x1xui8>, tensor<4x1xi64>, tensor<ui8>, tensor<i64>) -> (tensor<1xui8>, tensor<1xi64>)
     reducer(%arg1: tensor<ui8>, %arg3: tensor<ui8>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
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
    return %1#1 : tensor<1xi64>
  }
  func.func private @_flip(%arg0: tensor<1xi64>) -> tensor<1xi64> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1xi64>
    return %0 : tensor<1xi64>
  }
  func.func private @argmax(%arg0: tensor<1xi64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<1xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<1xi64>, tensor<1xi64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
}

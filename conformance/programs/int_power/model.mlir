module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xui32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare EQ, %arg0, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %3 = stablehlo.compare NE, %arg1, %2, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %4 = stablehlo.and %1, %3 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %5 = call @_where(%4, %c_1, %c_2) : (tensor<12xi1>, tensor<i32>, tensor<i32>) -> tensor<12xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.and %arg1, %6 : tensor<12xi32>
    %8 = stablehlo.multiply %5, %arg0 : tensor<12xi32>
    %9 = call @_where_0(%7, %8, %5) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<12xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = stablehlo.shift_right_logical %arg1, %11 : tensor<12xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.and %12, %13 : tensor<12xi32>
    %15 = stablehlo.multiply %9, %10 : tensor<12xi32>
    %16 = call @_where_0(%14, %15, %9) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %17 = stablehlo.multiply %10, %10 : tensor<12xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %19 = stablehlo.shift_right_logical %12, %18 : tensor<12xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %21 = stablehlo.and %19, %20 : tensor<12xi32>
    %22 = stablehlo.multiply %16, %17 : tensor<12xi32>
    %23 = call @_where_0(%21, %22, %16) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %24 = stablehlo.multiply %17, %17 : tensor<12xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %26 = stablehlo.shift_right_logical %19, %25 : tensor<12xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %28 = stablehlo.and %26, %27 : tensor<12xi32>
    %29 = stablehlo.multiply %23, %24 : tensor<12xi32>
    %30 = call @_where_0(%28, %29, %23) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %31 = stablehlo.multiply %24, %24 : tensor<12xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %33 = stablehlo.shift_right_logical %26, %32 : tensor<12xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %35 = stablehlo.and %33, %34 : tensor<12xi32>
    %36 = stablehlo.multiply %30, %31 : tensor<12xi32>
    %37 = call @_where_0(%35, %36, %30) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %38 = stablehlo.multiply %31, %31 : tensor<12xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %40 = stablehlo.shift_right_logical %33, %39 : tensor<12xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %42 = stablehlo.and %40, %41 : tensor<12xi32>
    %43 = stablehlo.multiply %37, %38 : tensor<12xi32>
    %44 = call @_where_0(%42, %43, %37) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %45 = stablehlo.multiply %38, %38 : tensor<12xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %47 = stablehlo.shift_right_logical %40, %46 : tensor<12xi32>
    %48 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xui32>
    %49 = stablehlo.multiply %48, %48 : tensor<12xui32>
    %50 = stablehlo.multiply %49, %48 : tensor<12xui32>
    return %44, %50 : tensor<12xi32>, tensor<12xui32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_where_0(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<12xi32>) -> tensor<12xf32>
    %1 = stablehlo.power %arg0, %0 : tensor<12xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<12xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<12xf32>
    %5 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.divide %7, %6 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.abs %arg1 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = stablehlo.compare EQ, %arg2, %11, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.compare NE, %10, %13, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %15 = stablehlo.and %12, %14 : tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = call @_where(%15, %c_2, %c_3) : (tensor<12xi1>, tensor<i32>, tensor<i32>) -> tensor<12xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %18 = stablehlo.and %10, %17 : tensor<12xi32>
    %19 = stablehlo.multiply %16, %arg2 : tensor<12xi32>
    %20 = call @_where_0(%18, %19, %16) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %21 = stablehlo.multiply %arg2, %arg2 : tensor<12xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %23 = stablehlo.shift_right_logical %10, %22 : tensor<12xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %25 = stablehlo.and %23, %24 : tensor<12xi32>
    %26 = stablehlo.multiply %20, %21 : tensor<12xi32>
    %27 = call @_where_0(%25, %26, %20) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %28 = stablehlo.multiply %21, %21 : tensor<12xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %30 = stablehlo.shift_right_logical %23, %29 : tensor<12xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %32 = stablehlo.and %30, %31 : tensor<12xi32>
    %33 = stablehlo.multiply %27, %28 : tensor<12xi32>
    %34 = call @_where_0(%32, %33, %27) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %35 = stablehlo.multiply %28, %28 : tensor<12xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %37 = stablehlo.shift_right_logical %30, %36 : tensor<12xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %39 = stablehlo.and %37, %38 : tensor<12xi32>
    %40 = stablehlo.multiply %34, %35 : tensor<12xi32>
    %41 = call @_where_0(%39, %40, %34) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %42 = stablehlo.multiply %35, %35 : tensor<12xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %44 = stablehlo.shift_right_logical %37, %43 : tensor<12xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %46 = stablehlo.and %44, %45 : tensor<12xi32>
    %47 = stablehlo.multiply %41, %42 : tensor<12xi32>
    %48 = call @_where_0(%46, %47, %41) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %49 = stablehlo.multiply %42, %42 : tensor<12xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %51 = stablehlo.shift_right_logical %44, %50 : tensor<12xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %53 = stablehlo.and %51, %52 : tensor<12xi32>
    %54 = stablehlo.multiply %48, %49 : tensor<12xi32>
    %55 = call @_where_0(%53, %54, %48) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %56 = stablehlo.multiply %49, %49 : tensor<12xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %58 = stablehlo.shift_right_logical %51, %57 : tensor<12xi32>
    return %1, %4, %8, %9, %55 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>
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

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x9xf32>, %arg1: tensor<4x9xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<4x9xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x9xf32>, tensor<4x9xi32>, tensor<4x9xi32>, tensor<f32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>)
     reducer(%arg2: tensor<f32>, %arg5: tensor<f32>) (%arg3: tensor<i32>, %arg6: tensor<i32>) (%arg4: tensor<i32>, %arg7: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare EQ, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare GT, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.compare EQ, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg4, %arg7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<i1>
      %8 = stablehlo.compare NE, %5, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = stablehlo.convert %8 : tensor<i1>
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
      %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = stablehlo.convert %11 : tensor<i1>
      %13 = stablehlo.and %9, %12 : tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %15 = stablehlo.compare NE, %4, %14, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = stablehlo.convert %15 : tensor<i1>
      %17 = stablehlo.or %16, %13 : tensor<i1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<i1>
      %19 = stablehlo.compare NE, %3, %18, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %20 = stablehlo.convert %19 : tensor<i1>
      %21 = stablehlo.and %20, %17 : tensor<i1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<i1>
      %23 = stablehlo.compare NE, %2, %22, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %24 = stablehlo.convert %23 : tensor<i1>
      %25 = stablehlo.or %24, %21 : tensor<i1>
      %26 = func.call @_where(%25, %arg2, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = stablehlo.compare GT, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = stablehlo.compare EQ, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %29 = stablehlo.compare GT, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.compare EQ, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %31 = stablehlo.compare LT, %arg4, %arg7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<false> : tensor<i1>
      %32 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<i1>
      %33 = stablehlo.compare NE, %30, %32, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %34 = stablehlo.convert %33 : tensor<i1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %35 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<i1>
      %36 = stablehlo.compare NE, %31, %35, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %37 = stablehlo.convert %36 : tensor<i1>
      %38 = stablehlo.and %34, %37 : tensor<i1>
      %c_8 = stablehlo.constant dense<false> : tensor<i1>
      %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<i1>
      %40 = stablehlo.compare NE, %29, %39, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %41 = stablehlo.convert %40 : tensor<i1>
      %42 = stablehlo.or %41, %38 : tensor<i1>
      %c_9 = stablehlo.constant dense<false> : tensor<i1>
      %43 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<i1>
      %44 = stablehlo.compare NE, %28, %43, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %45 = stablehlo.convert %44 : tensor<i1>
      %46 = stablehlo.and %45, %42 : tensor<i1>
      %c_10 = stablehlo.constant dense<false> : tensor<i1>
      %47 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<i1>
      %48 = stablehlo.compare NE, %27, %47, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %49 = stablehlo.convert %48 : tensor<i1>
      %50 = stablehlo.or %49, %46 : tensor<i1>
      %51 = func.call @_where_0(%50, %arg3, %arg6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %52 = stablehlo.compare GT, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %53 = stablehlo.compare EQ, %arg2, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %54 = stablehlo.compare GT, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %55 = stablehlo.compare EQ, %arg3, %arg6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %56 = stablehlo.compare LT, %arg4, %arg7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_11 = stablehlo.constant dense<false> : tensor<i1>
      %57 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i1>) -> tensor<i1>
      %58 = stablehlo.compare NE, %55, %57, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %59 = stablehlo.convert %58 : tensor<i1>
      %c_12 = stablehlo.constant dense<false> : tensor<i1>
      %60 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i1>) -> tensor<i1>
      %61 = stablehlo.compare NE, %56, %60, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %62 = stablehlo.convert %61 : tensor<i1>
      %63 = stablehlo.and %59, %62 : tensor<i1>
      %c_13 = stablehlo.constant dense<false> : tensor<i1>
      %64 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i1>) -> tensor<i1>
      %65 = stablehlo.compare NE, %54, %64, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %66 = stablehlo.convert %65 : tensor<i1>
      %67 = stablehlo.or %66, %63 : tensor<i1>
      %c_14 = stablehlo.constant dense<false> : tensor<i1>
      %68 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<i1>
      %69 = stablehlo.compare NE, %53, %68, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %70 = stablehlo.convert %69 : tensor<i1>
      %71 = stablehlo.and %70, %67 : tensor<i1>
      %c_15 = stablehlo.constant dense<false> : tensor<i1>
      %72 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<i1>
      %73 = stablehlo.compare NE, %52, %72, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %74 = stablehlo.convert %73 : tensor<i1>
      %75 = stablehlo.or %74, %71 : tensor<i1>
      %76 = func.call @_where_0(%75, %arg4, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %26, %51, %76 : tensor<f32>, tensor<i32>, tensor<i32>
    }
    return %1#0, %1#1, %1#2 : tensor<4xf32>, tensor<4xi32>, tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

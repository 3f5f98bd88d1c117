module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x41xf32>) -> (tensor<333xf32> {jax.result_info = "result[0]"}, tensor<1025xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<11x41xf32>) -> tensor<1x11x1x41xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x11x1x41xf32>) -> tensor<31x11x25x41xf32>
    %2 = stablehlo.reshape %1 : (tensor<31x11x25x41xf32>) -> tensor<341x1025xf32>
    %3 = stablehlo.slice %2 [0:333, 0:1025] : (tensor<341x1025xf32>) -> tensor<333x1025xf32>
    %4 = stablehlo.iota dim = 0 : tensor<333x1025xi32>
    %5 = stablehlo.iota dim = 1 : tensor<333x1025xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %7 = stablehlo.multiply %6, %4 : tensor<333x1025xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %9 = stablehlo.multiply %8, %5 : tensor<333x1025xi32>
    %10 = stablehlo.add %7, %9 : tensor<333x1025xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %11 = call @remainder(%10, %c_1) : (tensor<333x1025xi32>, tensor<i32>) -> tensor<333x1025xi32>
    %12 = stablehlo.convert %11 : (tensor<333x1025xi32>) -> tensor<333x1025xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<333x1025xf32>
    %15 = stablehlo.add %3, %14 : tensor<333x1025xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<333x1025xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<333x1025xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<333x1025xf32>
    %20 = stablehlo.add %15, %19 : tensor<333x1025xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<333x1025xf32>
    %23 = stablehlo.tanh %22 : tensor<333x1025xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %25 = stablehlo.add %24, %23 : tensor<333x1025xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<333x1025xf32>
    %28 = stablehlo.multiply %15, %27 : tensor<333x1025xf32>
    %29 = stablehlo.reshape %arg0 : (tensor<11x41xf32>) -> tensor<1x11x1x41xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x11x1x41xf32>) -> tensor<31x11x25x41xf32>
    %31 = stablehlo.reshape %30 : (tensor<31x11x25x41xf32>) -> tensor<341x1025xf32>
    %32 = stablehlo.slice %31 [0:333, 0:1025] : (tensor<341x1025xf32>) -> tensor<333x1025xf32>
    %33 = stablehlo.iota dim = 0 : tensor<333x1025xi32>
    %34 = stablehlo.iota dim = 1 : tensor<333x1025xi32>
    %c_6 = stablehlo.constant dense<7> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %36 = stablehlo.multiply %35, %33 : tensor<333x1025xi32>
    %c_7 = stablehlo.constant dense<13> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %38 = stablehlo.multiply %37, %34 : tensor<333x1025xi32>
    %39 = stablehlo.add %36, %38 : tensor<333x1025xi32>
    %c_8 = stablehlo.constant dense<23> : tensor<i32>
    %40 = call @remainder(%39, %c_8) : (tensor<333x1025xi32>, tensor<i32>) -> tensor<333x1025xi32>
    %41 = stablehlo.convert %40 : (tensor<333x1025xi32>) -> tensor<333x1025xf32>
    %cst_9 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<333x1025xf32>
    %44 = stablehlo.add %32, %43 : tensor<333x1025xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<333x1025xf32>
    %47 = stablehlo.negate %46 : tensor<333x1025xf32>
    %48 = stablehlo.exponential %47 : tensor<333x1025xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %50 = stablehlo.add %49, %48 : tensor<333x1025xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %52 = stablehlo.divide %51, %50 : tensor<333x1025xf32>
    %53 = stablehlo.multiply %28, %52 : tensor<333x1025xf32>
    %54 = stablehlo.reshape %arg0 : (tensor<11x41xf32>) -> tensor<1x11x1x41xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x11x1x41xf32>) -> tensor<31x11x25x41xf32>
    %56 = stablehlo.reshape %55 : (tensor<31x11x25x41xf32>) -> tensor<341x1025xf32>
    %57 = stablehlo.slice %56 [0:333, 0:1025] : (tensor<341x1025xf32>) -> tensor<333x1025xf32>
    %58 = stablehlo.iota dim = 0 : tensor<333x1025xi32>
    %59 = stablehlo.iota dim = 1 : tensor<333x1025xi32>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %61 = stablehlo.multiply %60, %58 : tensor<333x1025xi32>
    %c_14 = stablehlo.constant dense<13> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %63 = stablehlo.multiply %62, %59 : tensor<333x1025xi32>
    %64 = stablehlo.add %61, %63 : tensor<333x1025xi32>
    %c_15 = stablehlo.constant dense<23> : tensor<i32>
    %65 = call @remainder(%64, %c_15) : (tensor<333x1025xi32>, tensor<i32>) -> tensor<333x1025xi32>
    %66 = stablehlo.convert %65 : (tensor<333x1025xi32>) -> tensor<333x1025xf32>
    %cst_16 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<333x1025xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<333x1025xf32>
    %69 = stablehlo.add %57, %68 : tensor<333x1025xf32>
    %70 = chlo.erf %69 : tensor<333x1025xf32> -> tensor<333x1025xf32>
    %71 = stablehlo.add %53, %70 : tensor<333x1025xf32>
    %72 = stablehlo.iota dim = 0 : tensor<1025xf32>
    %cst_17 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1025xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<1025xf32>
    %75 = stablehlo.cosine %74 : tensor<1025xf32>
    %cst_18 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1025xf32>
    %77 = stablehlo.add %75, %76 : tensor<1025xf32>
    %78 = stablehlo.iota dim = 0 : tensor<333xf32>
    %cst_19 = stablehlo.constant dense<2.900000e-02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<333xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<333xf32>
    %81 = stablehlo.sine %80 : tensor<333xf32>
    %cst_20 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<333xf32>
    %83 = stablehlo.add %81, %82 : tensor<333xf32>
    %84 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<1025xf32>) -> tensor<1x1025xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x1025xf32>) -> tensor<333x1025xf32>
    %86 = stablehlo.multiply %71, %85 : tensor<333x1025xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<333x1025xf32>, tensor<f32>) -> tensor<333xf32>
    %88 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<333xf32>) -> tensor<333x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<333x1xf32>) -> tensor<333x1025xf32>
    %90 = stablehlo.multiply %71, %89 : tensor<333x1025xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<333x1025xf32>, tensor<f32>) -> tensor<1025xf32>
    return %87, %91 : tensor<333xf32>, tensor<1025xf32>
  }
  func.func private @remainder(%arg0: tensor<333x1025xi32>, %arg1: tensor<i32>) -> tensor<333x1025xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<333x1025xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<333x1025xi32>, tensor<333x1025xi32>) -> tensor<333x1025xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<333x1025xi32>, tensor<333x1025xi32>) -> tensor<333x1025xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<333x1025xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<333x1025xi1>, tensor<333x1025xi1>) -> tensor<333x1025xi1>
    %12 = stablehlo.and %11, %6 : tensor<333x1025xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<333x1025xi32>
    %14 = stablehlo.add %4, %13 : tensor<333x1025xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<333x1025xi1>, tensor<333x1025xi32>
    return %15 : tensor<333x1025xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<5x3xf32>) -> (tensor<3x4x3x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<12x12xi32>
    %1 = stablehlo.iota dim = 1 : tensor<12x12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %3 = stablehlo.add %0, %2 : tensor<12x12xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi1>
    %5 = stablehlo.convert %4 : (tensor<12x12xi1>) -> tensor<12x12xf32>
    %6 = stablehlo.slice %5 [0:12, 0:12] : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %7 = stablehlo.reshape %6 : (tensor<12x12xf32>) -> tensor<12x3x4xf32>
    %8 = stablehlo.convert %7 : tensor<12x3x4xf32>
    %9 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %10 = stablehlo.dot_general %arg2, %8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<12x3x4xf32>) -> tensor<5x12x4xf32>
    %11 = stablehlo.tanh %9 : tensor<5x4xf32>
    %12 = stablehlo.transpose %10, dims = [1, 0, 2] : (tensor<5x12x4xf32>) -> tensor<12x5x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x5x4xf32>) -> tensor<12x5x4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<12x5x4xf32>
    %16 = stablehlo.transpose %10, dims = [1, 0, 2] : (tensor<5x12x4xf32>) -> tensor<12x5x4xf32>
    %17 = stablehlo.add %16, %15 : tensor<12x5x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %19 = stablehlo.subtract %18, %11 : tensor<5x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x5x4xf32>) -> tensor<12x5x4xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<12x5x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %24 = stablehlo.subtract %23, %11 : tensor<5x4xf32>
    %25 = stablehlo.negate %22 : tensor<12x5x4xf32>
    %26 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf32>, tensor<4x2xf32>) -> tensor<5x2xf32>
    %27 = stablehlo.dot_general %22, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x5x4xf32>, tensor<4x2xf32>) -> tensor<12x5x2xf32>
    %28 = stablehlo.tanh %26 : tensor<5x2xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<5x2xf32>) -> tensor<1x5x2xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x5x2xf32>) -> tensor<12x5x2xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<12x5x2xf32>
    %32 = stablehlo.add %27, %31 : tensor<12x5x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %34 = stablehlo.subtract %33, %28 : tensor<5x2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2] : (tensor<5x2xf32>) -> tensor<1x5x2xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x5x2xf32>) -> tensor<12x5x2xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<12x5x2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %39 = stablehlo.subtract %38, %28 : tensor<5x2xf32>
    %40 = stablehlo.negate %37 : tensor<12x5x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%37 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<12x5x2xf32>, tensor<f32>) -> tensor<12xf32>
    %43 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %44 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %46 = stablehlo.add %43, %45 : tensor<1x1xi32>
    %47 = stablehlo.compare EQ, %46, %44, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %48 = stablehlo.convert %47 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %49 = stablehlo.slice %48 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1xf32>) -> tensor<1xf32>
    %51 = stablehlo.convert %50 : tensor<1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<1xf32>) -> tensor<1x5x2xf32>
    %53 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<5x2xf32>) -> tensor<1x5x2xf32>
    %54 = stablehlo.broadcast_in_dim %40, dims = [0, 2, 3] : (tensor<12x5x2xf32>) -> tensor<12x1x5x2xf32>
    %55 = stablehlo.multiply %52, %53 : tensor<1x5x2xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [1, 2, 3] : (tensor<1x5x2xf32>) -> tensor<1x1x5x2xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x5x2xf32>) -> tensor<12x1x5x2xf32>
    %58 = stablehlo.multiply %57, %54 : tensor<12x1x5x2xf32>
    %59 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<5x2xf32>) -> tensor<1x5x2xf32>
    %60 = stablehlo.broadcast_in_dim %37, dims = [0, 2, 3] : (tensor<12x5x2xf32>) -> tensor<12x1x5x2xf32>
    %61 = stablehlo.multiply %55, %59 : tensor<1x5x2xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<1x5x2xf32>) -> tensor<1x1x5x2xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x5x2xf32>) -> tensor<12x1x5x2xf32>
    %64 = stablehlo.multiply %58, %63 : tensor<12x1x5x2xf32>
    %65 = stablehlo.broadcast_in_dim %55, dims = [1, 2, 3] : (tensor<1x5x2xf32>) -> tensor<1x1x5x2xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x5x2xf32>) -> tensor<12x1x5x2xf32>
    %67 = stablehlo.multiply %66, %60 : tensor<12x1x5x2xf32>
    %68 = stablehlo.add %64, %67 : tensor<12x1x5x2xf32>
    %69 = stablehlo.add %55, %61 : tensor<1x5x2xf32>
    %70 = stablehlo.add %58, %68 : tensor<12x1x5x2xf32>
    %71 = stablehlo.dot_general %69, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x5x2xf32>, tensor<4x2xf32>) -> tensor<1x5x4xf32>
    %72 = stablehlo.dot_general %70, %arg1, contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x1x5x2xf32>, tensor<4x2xf32>) -> tensor<12x1x5x4xf32>
    %73 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %74 = stablehlo.broadcast_in_dim %25, dims = [0, 2, 3] : (tensor<12x5x4xf32>) -> tensor<12x1x5x4xf32>
    %75 = stablehlo.multiply %71, %73 : tensor<1x5x4xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x5x4xf32>) -> tensor<1x1x5x4xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x5x4xf32>) -> tensor<12x1x5x4xf32>
    %78 = stablehlo.multiply %72, %77 : tensor<12x1x5x4xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [1, 2, 3] : (tensor<1x5x4xf32>) -> tensor<1x1x5x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x5x4xf32>) -> tensor<12x1x5x4xf32>
    %81 = stablehlo.multiply %80, %74 : tensor<12x1x5x4xf32>
    %82 = stablehlo.add %78, %81 : tensor<12x1x5x4xf32>
    %83 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %84 = stablehlo.broadcast_in_dim %22, dims = [0, 2, 3] : (tensor<12x5x4xf32>) -> tensor<12x1x5x4xf32>
    %85 = stablehlo.multiply %75, %83 : tensor<1x5x4xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [1, 2, 3] : (tensor<1x5x4xf32>) -> tensor<1x1x5x4xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x5x4xf32>) -> tensor<12x1x5x4xf32>
    %88 = stablehlo.multiply %82, %87 : tensor<12x1x5x4xf32>
    %89 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3] : (tensor<1x5x4xf32>) -> tensor<1x1x5x4xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x1x5x4xf32>) -> tensor<12x1x5x4xf32>
    %91 = stablehlo.multiply %90, %84 : tensor<12x1x5x4xf32>
    %92 = stablehlo.add %88, %91 : tensor<12x1x5x4xf32>
    %93 = stablehlo.add %75, %85 : tensor<1x5x4xf32>
    %94 = stablehlo.add %82, %92 : tensor<12x1x5x4xf32>
    %95 = stablehlo.dot_general %93, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x5x4xf32>, tensor<5x3xf32>) -> tensor<1x4x3xf32>
    %96 = stablehlo.dot_general %94, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x1x5x4xf32>, tensor<5x3xf32>) -> tensor<12x1x4x3xf32>
    %97 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<1x4x3xf32>) -> tensor<1x3x4xf32>
    %98 = stablehlo.transpose %96, dims = [0, 1, 3, 2] : (tensor<12x1x4x3xf32>) -> tensor<12x1x3x4xf32>
    %99 = stablehlo.slice %97 [0:1, 0:3, 0:4] : (tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    %100 = stablehlo.slice %98 [0:12, 0:1, 0:3, 0:4] : (tensor<12x1x3x4xf32>) -> tensor<12x1x3x4xf32>
    %101 = stablehlo.reshape %99 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %102 = stablehlo.reshape %100 : (tensor<12x1x3x4xf32>) -> tensor<12x3x4xf32>
    %103 = stablehlo.transpose %102, dims = [1, 2, 0] : (tensor<12x3x4xf32>) -> tensor<3x4x12xf32>
    %104 = stablehlo.slice %103 [0:3, 0:4, 0:12] : (tensor<3x4x12xf32>) -> tensor<3x4x12xf32>
    %105 = stablehlo.reshape %104 : (tensor<3x4x12xf32>) -> tensor<3x4x3x4xf32>
    return %105 : tensor<3x4x3x4xf32>
  }
}

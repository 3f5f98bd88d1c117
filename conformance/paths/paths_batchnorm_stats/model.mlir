module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x40xf32>, %arg1: tensor<40xf32>, %arg2: tensor<40xf32>) -> (tensor<4x40xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<12x40xf32>) -> tensor<1x12x1x40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x12x1x40xf32>) -> tensor<21x12x1x40xf32>
    %2 = stablehlo.reshape %1 : (tensor<21x12x1x40xf32>) -> tensor<252x40xf32>
    %3 = stablehlo.iota dim = 0 : tensor<252x40xi32>
    %4 = stablehlo.iota dim = 1 : tensor<252x40xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %6 = stablehlo.multiply %5, %3 : tensor<252x40xi32>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %8 = stablehlo.multiply %7, %4 : tensor<252x40xi32>
    %9 = stablehlo.add %6, %8 : tensor<252x40xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<i32>
    %10 = call @remainder(%9, %c_1) : (tensor<252x40xi32>, tensor<i32>) -> tensor<252x40xi32>
    %11 = stablehlo.convert %10 : (tensor<252x40xi32>) -> tensor<252x40xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<252x40xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<252x40xf32>
    %14 = stablehlo.add %2, %13 : tensor<252x40xf32>
    %15 = stablehlo.reshape %14 : (tensor<252x40xf32>) -> tensor<4x9x7x40xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x9x7x40xf32>, tensor<f32>) -> tensor<40xf32>
    %cst_3 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %18 = stablehlo.divide %16, %17 : tensor<40xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<4x9x7x40xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<4x9x7x40xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_var(%15, %c_4) : (tensor<4x9x7x40xf32>, tensor<i32>) -> tensor<40xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %24 = stablehlo.add %22, %23 : tensor<40xf32>
    %25 = stablehlo.rsqrt %24 : tensor<40xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<4x9x7x40xf32>
    %28 = stablehlo.multiply %21, %27 : tensor<4x9x7x40xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<4x9x7x40xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<4x9x7x40xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<4x9x7x40xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x9x7x40xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x9x7x40xf32>, tensor<f32>) -> tensor<4x40xf32>
    return %35 : tensor<4x40xf32>
  }
  func.func private @remainder(%arg0: tensor<252x40xi32>, %arg1: tensor<i32>) -> tensor<252x40xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<252x40xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<252x40xi32>, tensor<252x40xi32>) -> tensor<252x40xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<252x40xi32>, tensor<252x40xi32>) -> tensor<252x40xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<252x40xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<252x40xi1>, tensor<252x40xi1>) -> tensor<252x40xi1>
    %12 = stablehlo.and %11, %6 : tensor<252x40xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<252x40xi32>
    %14 = stablehlo.add %4, %13 : tensor<252x40xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<252x40xi1>, tensor<252x40xi32>
    return %15 : tensor<252x40xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_var(%arg0: tensor<4x9x7x40xf32>, %arg1: tensor<i32>) -> tensor<40xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x9x7x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_0 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x40xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<4x9x7x40xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x9x7x40xf32>
    %6 = chlo.square %5 : tensor<4x9x7x40xf32> -> tensor<4x9x7x40xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.520000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x9x7x40xf32>, tensor<f32>) -> tensor<40xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %11 = stablehlo.divide %9, %10 : tensor<40xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where_0(%12, %11, %cst_4) : (tensor<i1>, tensor<40xf32>, tensor<f32>) -> tensor<40xf32>
    return %13 : tensor<40xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<40xf32>, %arg2: tensor<f32>) -> tensor<40xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<40xf32>
    return %2 : tensor<40xf32>
  }
}

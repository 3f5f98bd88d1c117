module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1][0]"}, tensor<5x3xf32> {jax.result_info = "result[1][1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<10xi32> {jax.result_info = "result[3]"}) {
    %0 = call @vander(%arg0) : (tensor<5xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<5xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xf32>) -> tensor<5x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
    %4 = stablehlo.slice %arg0 [0:2] : (tensor<5xf32>) -> tensor<2xf32>
    %5 = stablehlo.slice %arg0 [0:3] : (tensor<5xf32>) -> tensor<3xf32>
    %6 = call @kron(%4, %5) : (tensor<2xf32>, tensor<3xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = call @tril(%8) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %11 = stablehlo.compare NE, %9, %10, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %12 = call @cumsum(%11) : (tensor<4x4xi1>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @clip(%12, %c_2) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %18 = stablehlo.add %14, %17 : tensor<16xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<16xi1>, tensor<16xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %22 = "stablehlo.scatter"(%13, %20, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %28 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %28 : tensor<i32>
    }) : (tensor<10xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<10xi32>
    %23 = call @cumsum_1(%22) : (tensor<10xi32>) -> tensor<10xi32>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %24 = call @floor_divide(%23, %c_6) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %25 = call @remainder(%24, %c_7) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = call @floor_divide(%23, %c_8) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %27 = call @remainder(%26, %c_9) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    return %0, %2, %3, %6, %27 : tensor<5x4xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<6xf32>, tensor<10xi32>
  }
  func.func private @vander(%arg0: tensor<5xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<5x4xf32>
    %7 = stablehlo.power %5, %6 : tensor<5x4xf32>
    return %7 : tensor<5x4xf32>
  }
  func.func private @kron(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3xf32>) -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x4xi1>) -> tensor<16xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %1 = stablehlo.convert %0 : (tensor<16xi1>) -> tensor<16xi32>
    %2 = call @cumsum_0(%1) : (tensor<16xi32>) -> tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<10xi32>) -> tensor<10xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<10xi32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<10xi32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[9, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 10>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    return %1 : tensor<10xi32>
  }
  func.func private @floor_divide(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<10xi32>
    %2 = stablehlo.sign %arg0 : tensor<10xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %10 = stablehlo.and %5, %9 : tensor<10xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<10xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    return %13 : tensor<10xi32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>) -> tensor<10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @remainder(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}

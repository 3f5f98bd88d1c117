module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<4x3xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0][0]"}, tensor<3x3x3xf32> {jax.result_info = "result[0][1]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg2, %iterArg_7 = %arg1, %iterArg_8 = %c, %iterArg_9 = %arg0, %iterArg_10 = %0, %iterArg_11 = %1, %iterArg_12 = %2) : tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_8, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_8) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %29:4 = func.call @closed_call(%iterArg_7, %iterArg_9, %28) : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_10, %29#1, %iterArg_8) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_11, %29#2, %iterArg_8) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_12, %29#3, %iterArg_8) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_8, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %33, %29#0, %30, %31, %32 : tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    }
    %4 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %7 = stablehlo.add %4, %6 : tensor<3x3xi32>
    %8 = stablehlo.compare EQ, %7, %5, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %9 = stablehlo.convert %8 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %10 = stablehlo.slice %9 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %11 = stablehlo.convert %10 : tensor<3x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<3x3x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %14:6 = stablehlo.while(%iterArg = %3#5, %iterArg_7 = %3#6, %iterArg_8 = %arg1, %iterArg_9 = %c_4, %iterArg_10 = %13, %iterArg_11 = %11) : tensor<4x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3x3xf32>, tensor<3x3xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.subtract %28, %c_13 : tensor<i32>
      %30 = func.call @dynamic_index_in_dim(%iterArg, %29) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_7, %29) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %32:2 = func.call @closed_call_0(%iterArg_8, %iterArg_10, %iterArg_11, %30, %31) : (tensor<3x3xf32>, tensor<3x3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3x3xf32>, tensor<3x3xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %33, %32#0, %32#1 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3x3xf32>, tensor<3x3xf32>
    }
    %15 = stablehlo.slice %14#5 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = stablehlo.slice %14#4 [0:3, 0:3, 0:3] : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi32>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %23 = stablehlo.slice %22 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.convert %23 : tensor<3x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25:3 = stablehlo.while(%iterArg = %arg0, %iterArg_7 = %c_6, %iterArg_8 = %24) : tensor<3xf32>, tensor<i32>, tensor<3x3xf32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = stablehlo.sine %iterArg : tensor<3xf32>
      %29 = stablehlo.cosine %iterArg : tensor<3xf32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
      %32 = stablehlo.multiply %iterArg_8, %31 : tensor<3x3xf32>
      %cst_9 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %34 = stablehlo.multiply %28, %33 : tensor<3xf32>
      %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
      %36 = stablehlo.multiply %32, %35 : tensor<3x3xf32>
      %37 = stablehlo.multiply %iterArg, %iterArg : tensor<3xf32>
      %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %39 = stablehlo.multiply %38, %iterArg : tensor<3xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
      %42 = stablehlo.multiply %iterArg_8, %41 : tensor<3x3xf32>
      %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %44 = stablehlo.multiply %37, %43 : tensor<3xf32>
      %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
      %46 = stablehlo.multiply %42, %45 : tensor<3x3xf32>
      %47 = stablehlo.add %34, %44 : tensor<3xf32>
      %48 = stablehlo.add %36, %46 : tensor<3x3xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_7, %c_14 : tensor<i32>
      stablehlo.return %47, %49, %48 : tensor<3xf32>, tensor<i32>, tensor<3x3xf32>
    }
    %26 = stablehlo.transpose %25#2, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %27 = stablehlo.slice %26 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %15, %16, %27 : tensor<3x3xf32>, tensor<3x3x3xf32>, tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.sine %1 : tensor<3xf32>
    %3 = stablehlo.cosine %1 : tensor<3xf32>
    return %2, %arg1, %arg1, %3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<3x3x3xf32>, tensor<3x3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<3x3xf32>
    %3 = stablehlo.dot_general %2, %arg3, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3x3xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<3x3x3xf32>
    %6 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    return %5, %6 : tensor<3x3x3xf32>, tensor<3x3xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x12xf32>, %arg1: tensor<4x12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<5x3xf32>) -> (tensor<3x12xf32> {jax.result_info = "result[0]"}, tensor<4x12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11:16 = stablehlo.while(%iterArg = %arg3, %iterArg_19 = %arg0, %iterArg_20 = %arg1, %iterArg_21 = %arg2, %iterArg_22 = %c, %iterArg_23 = %0, %iterArg_24 = %1, %iterArg_25 = %2, %iterArg_26 = %3, %iterArg_27 = %4, %iterArg_28 = %5, %iterArg_29 = %6, %iterArg_30 = %7, %iterArg_31 = %8, %iterArg_32 = %9, %iterArg_33 = %10) : tensor<5x3xf32>, tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
    cond {
      %c_34 = stablehlo.constant dense<5> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_22, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_22) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %25:11 = func.call @closed_call(%iterArg_19, %iterArg_20, %iterArg_21, %iterArg_23, %24) : (tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_24, %25#1, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_25, %25#2, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %28 = func.call @dynamic_update_index_in_dim(%iterArg_26, %25#3, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %29 = func.call @dynamic_update_index_in_dim(%iterArg_27, %25#4, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_28, %25#5, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_29, %25#6, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_30, %25#7, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_31, %25#8, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_32, %25#9, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_33, %25#10, %iterArg_22) : (tensor<5x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<5x4xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %36 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %36, %25#0, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35 : tensor<5x3xf32>, tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
    }
    %12 = stablehlo.multiply %11#6, %11#6 : tensor<5x4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %14 = stablehlo.multiply %13, %11#6 : tensor<5x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %18 = stablehlo.multiply %17, %14 : tensor<5x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x12xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %23:17 = stablehlo.while(%iterArg = %18, %iterArg_19 = %arg3, %iterArg_20 = %11#7, %iterArg_21 = %11#8, %iterArg_22 = %11#9, %iterArg_23 = %11#10, %iterArg_24 = %11#11, %iterArg_25 = %11#12, %iterArg_26 = %11#13, %iterArg_27 = %11#14, %iterArg_28 = %11#15, %iterArg_29 = %arg1, %iterArg_30 = %c_18, %iterArg_31 = %20, %iterArg_32 = %21, %iterArg_33 = %22, %iterArg_34 = %19) : tensor<5x4xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<4x12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>
    cond {
      %c_35 = stablehlo.constant dense<5> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_30, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_35 = stablehlo.constant dense<5> : tensor<i32>
      %24 = stablehlo.subtract %c_35, %iterArg_30 : tensor<i32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.subtract %24, %c_36 : tensor<i32>
      %26 = func.call @dynamic_index_in_dim_0(%iterArg, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %27 = func.call @dynamic_index_in_dim(%iterArg_19, %25) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %28 = func.call @dynamic_index_in_dim_0(%iterArg_20, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %29 = func.call @dynamic_index_in_dim_0(%iterArg_21, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg_22, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %31 = func.call @dynamic_index_in_dim_0(%iterArg_23, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %32 = func.call @dynamic_index_in_dim_0(%iterArg_24, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %33 = func.call @dynamic_index_in_dim_0(%iterArg_25, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %34 = func.call @dynamic_index_in_dim_0(%iterArg_26, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %35 = func.call @dynamic_index_in_dim_0(%iterArg_27, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_28, %25) : (tensor<5x4xf32>, tensor<i32>) -> tensor<4xf32>
      %37:4 = func.call @closed_call_1(%iterArg_29, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36) : (tensor<4x12xf32>, tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>)
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_30, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %38, %37#0, %37#1, %37#2, %37#3 : tensor<5x4xf32>, tensor<5x3xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<4x12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>
    }
    return %23#13, %23#14, %23#15 : tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x12xf32>, %arg1: tensor<4x12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<4xf32>, %arg4: tensor<3xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3x12xf32>) -> tensor<12xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4x12xf32>) -> tensor<12xf32>
    %2 = stablehlo.add %0, %1 : tensor<12xf32>
    %3 = stablehlo.add %2, %arg2 : tensor<12xf32>
    %4 = stablehlo.slice %3 [0:4] : (tensor<12xf32>) -> tensor<4xf32>
    %5 = stablehlo.slice %3 [4:8] : (tensor<12xf32>) -> tensor<4xf32>
    %6 = stablehlo.slice %3 [8:12] : (tensor<12xf32>) -> tensor<4xf32>
    %7 = stablehlo.negate %4 : tensor<4xf32>
    %8 = stablehlo.exponential %7 : tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.add %9, %8 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.divide %11, %10 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<4xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4xf32>
    %16 = stablehlo.negate %5 : tensor<4xf32>
    %17 = stablehlo.exponential %16 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.add %18, %17 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %20, %19 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<4xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4xf32>
    %25 = stablehlo.multiply %6, %21 : tensor<4xf32>
    %26 = stablehlo.tanh %25 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.subtract %29, %12 : tensor<4xf32>
    %31 = stablehlo.multiply %30, %26 : tensor<4xf32>
    %32 = stablehlo.multiply %12, %arg3 : tensor<4xf32>
    %33 = stablehlo.add %31, %32 : tensor<4xf32>
    return %33, %33, %arg3, %15, %24, %21, %6, %26, %28, %30, %12 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<4x12xf32>, %arg1: tensor<3x12xf32>, %arg2: tensor<4x12xf32>, %arg3: tensor<12xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<3xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<4xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>) -> (tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg4, %arg5 : tensor<4xf32>
    %1 = stablehlo.multiply %arg15, %0 : tensor<4xf32>
    %2 = stablehlo.multiply %0, %arg7 : tensor<4xf32>
    %3 = stablehlo.multiply %arg14, %0 : tensor<4xf32>
    %4 = stablehlo.multiply %0, %arg12 : tensor<4xf32>
    %5 = stablehlo.negate %4 : tensor<4xf32>
    %6 = stablehlo.add %2, %5 : tensor<4xf32>
    %7 = stablehlo.multiply %3, %arg13 : tensor<4xf32>
    %8 = stablehlo.multiply %7, %arg12 : tensor<4xf32>
    %9 = stablehlo.add %7, %8 : tensor<4xf32>
    %10 = stablehlo.multiply %arg11, %9 : tensor<4xf32>
    %11 = stablehlo.multiply %9, %arg10 : tensor<4xf32>
    %12 = stablehlo.multiply %10, %arg9 : tensor<4xf32>
    %13 = stablehlo.multiply %6, %arg8 : tensor<4xf32>
    %14 = stablehlo.concatenate %13, %12, %11, dim = 0 : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<12xf32>
    %15 = stablehlo.add %arg3, %14 : tensor<12xf32>
    %16 = stablehlo.dot_general %14, %arg7, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<12xf32>, tensor<4xf32>) -> tensor<12x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<12x4xf32>) -> tensor<4x12xf32>
    %18 = stablehlo.add %arg2, %17 : tensor<4x12xf32>
    %19 = stablehlo.dot_general %14, %arg0, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12xf32>, tensor<4x12xf32>) -> tensor<4xf32>
    %20 = stablehlo.add %1, %19 : tensor<4xf32>
    %21 = stablehlo.dot_general %14, %arg6, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<12xf32>, tensor<3xf32>) -> tensor<12x3xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<12x3xf32>) -> tensor<3x12xf32>
    %23 = stablehlo.add %arg1, %22 : tensor<3x12xf32>
    return %23, %18, %15, %20 : tensor<3x12xf32>, tensor<4x12xf32>, tensor<12xf32>, tensor<4xf32>
  }
}

module @jit_gru_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2x3xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<3x18xf32>, %arg3: tensor<6x18xf32>, %arg4: tensor<18xf32>) -> (tensor<5x2x3xf32> {jax.result_info = "result[0]"}, tensor<2x6xf32> {jax.result_info = "result[1]"}, tensor<3x18xf32> {jax.result_info = "result[2]"}, tensor<6x18xf32> {jax.result_info = "result[3]"}, tensor<18xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<18xf32>) -> tensor<1x18xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11:16 = stablehlo.while(%iterArg = %arg0, %iterArg_19 = %arg2, %iterArg_20 = %0, %iterArg_21 = %arg3, %iterArg_22 = %c, %iterArg_23 = %arg1, %iterArg_24 = %1, %iterArg_25 = %2, %iterArg_26 = %3, %iterArg_27 = %4, %iterArg_28 = %5, %iterArg_29 = %6, %iterArg_30 = %7, %iterArg_31 = %8, %iterArg_32 = %9, %iterArg_33 = %10) : tensor<5x2x3xf32>, tensor<3x18xf32>, tensor<1x18xf32>, tensor<6x18xf32>, tensor<i32>, tensor<2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>
    cond {
      %c_34 = stablehlo.constant dense<5> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_22, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_22) : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %27:11 = func.call @closed_call(%iterArg_19, %iterArg_20, %iterArg_21, %iterArg_23, %26) : (tensor<3x18xf32>, tensor<1x18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>)
      %28 = func.call @dynamic_update_index_in_dim(%iterArg_24, %27#1, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %29 = func.call @dynamic_update_index_in_dim(%iterArg_25, %27#2, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_26, %27#3, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_27, %27#4, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_28, %27#5, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_29, %27#6, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_30, %27#7, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_31, %27#8, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_32, %27#9, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_33, %27#10, %iterArg_22) : (tensor<5x2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> tensor<5x2x6xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_22, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %38, %27#0, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37 : tensor<5x2x3xf32>, tensor<3x18xf32>, tensor<1x18xf32>, tensor<6x18xf32>, tensor<i32>, tensor<2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>
    }
    %12 = stablehlo.multiply %11#6, %11#6 : tensor<5x2x6xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %14 = stablehlo.multiply %13, %11#6 : tensor<5x2x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<5x2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%11#5 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.add %15, %16 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x2x6xf32>
    %20 = stablehlo.multiply %19, %14 : tensor<5x2x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x18xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x18xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5x2x3xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %25:19 = stablehlo.while(%iterArg = %20, %iterArg_19 = %arg0, %iterArg_20 = %11#7, %iterArg_21 = %11#8, %iterArg_22 = %11#9, %iterArg_23 = %11#10, %iterArg_24 = %11#11, %iterArg_25 = %11#12, %iterArg_26 = %11#13, %iterArg_27 = %11#14, %iterArg_28 = %11#15, %iterArg_29 = %arg2, %iterArg_30 = %arg3, %iterArg_31 = %c_18, %iterArg_32 = %21, %iterArg_33 = %22, %iterArg_34 = %23, %iterArg_35 = %18, %iterArg_36 = %24) : tensor<5x2x6xf32>, tensor<5x2x3xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<3x18xf32>, tensor<6x18xf32>, tensor<i32>, tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<5x2x3xf32>
    cond {
      %c_37 = stablehlo.constant dense<5> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_31, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %c_37 = stablehlo.constant dense<5> : tensor<i32>
      %26 = stablehlo.subtract %c_37, %iterArg_31 : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.subtract %26, %c_38 : tensor<i32>
      %28 = func.call @dynamic_index_in_dim_0(%iterArg, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_19, %27) : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg_20, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %31 = func.call @dynamic_index_in_dim_0(%iterArg_21, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %32 = func.call @dynamic_index_in_dim_0(%iterArg_22, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %33 = func.call @dynamic_index_in_dim_0(%iterArg_23, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %34 = func.call @dynamic_index_in_dim_0(%iterArg_24, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %35 = func.call @dynamic_index_in_dim_0(%iterArg_25, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_26, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %37 = func.call @dynamic_index_in_dim_0(%iterArg_27, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_28, %27) : (tensor<5x2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
      %39:5 = func.call @closed_call_1(%iterArg_29, %iterArg_30, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38) : (tensor<3x18xf32>, tensor<6x18xf32>, tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> (tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<2x3xf32>)
      %40 = func.call @dynamic_update_index_in_dim_2(%iterArg_36, %39#4, %27) : (tensor<5x2x3xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<5x2x3xf32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %41 = stablehlo.add %iterArg_31, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %41, %39#0, %39#1, %39#2, %39#3, %40 : tensor<5x2x6xf32>, tensor<5x2x3xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<5x2x6xf32>, tensor<3x18xf32>, tensor<6x18xf32>, tensor<i32>, tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<5x2x3xf32>
    }
    return %25#18, %25#17, %25#14, %25#16, %25#15 : tensor<5x2x3xf32>, tensor<2x6xf32>, tensor<3x18xf32>, tensor<6x18xf32>, tensor<18xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 3] : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x18xf32>, %arg1: tensor<1x18xf32>, %arg2: tensor<6x18xf32>, %arg3: tensor<2x6xf32>, %arg4: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x18xf32>) -> tensor<2x18xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x18xf32>) -> tensor<2x18xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x18xf32>
    %3 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x18xf32>) -> tensor<2x18xf32>
    %4 = stablehlo.slice %2 [0:2, 0:6] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %5 = stablehlo.slice %2 [0:2, 6:12] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %6 = stablehlo.slice %2 [0:2, 12:18] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %7 = stablehlo.slice %3 [0:2, 0:6] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %8 = stablehlo.slice %3 [0:2, 6:12] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %9 = stablehlo.slice %3 [0:2, 12:18] : (tensor<2x18xf32>) -> tensor<2x6xf32>
    %10 = stablehlo.add %4, %7 : tensor<2x6xf32>
    %11 = stablehlo.negate %10 : tensor<2x6xf32>
    %12 = stablehlo.exponential %11 : tensor<2x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %14 = stablehlo.add %13, %12 : tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %16 = stablehlo.divide %15, %14 : tensor<2x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<2x6xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x6xf32>
    %20 = stablehlo.add %5, %8 : tensor<2x6xf32>
    %21 = stablehlo.negate %20 : tensor<2x6xf32>
    %22 = stablehlo.exponential %21 : tensor<2x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %24 = stablehlo.add %23, %22 : tensor<2x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %26 = stablehlo.divide %25, %24 : tensor<2x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<2x6xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<2x6xf32>
    %30 = stablehlo.multiply %16, %9 : tensor<2x6xf32>
    %31 = stablehlo.add %6, %30 : tensor<2x6xf32>
    %32 = stablehlo.tanh %31 : tensor<2x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<2x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %36 = stablehlo.subtract %35, %26 : tensor<2x6xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<2x6xf32>
    %38 = stablehlo.multiply %26, %arg3 : tensor<2x6xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x6xf32>
    return %39, %39, %arg3, %19, %29, %9, %16, %32, %34, %36, %26 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x2x6xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<i32>) -> tensor<5x2x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x2x6xf32>, tensor<1x2x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x6xf32>
    return %1 : tensor<5x2x6xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<5x2x6xf32>, %arg1: tensor<i32>) -> tensor<2x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 6] : (tensor<5x2x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x6xf32>) -> tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<3x18xf32>, %arg1: tensor<6x18xf32>, %arg2: tensor<3x18xf32>, %arg3: tensor<18xf32>, %arg4: tensor<6x18xf32>, %arg5: tensor<2x6xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x6xf32>, %arg9: tensor<2x6xf32>, %arg10: tensor<2x6xf32>, %arg11: tensor<2x6xf32>, %arg12: tensor<2x6xf32>, %arg13: tensor<2x6xf32>, %arg14: tensor<2x6xf32>, %arg15: tensor<2x6xf32>, %arg16: tensor<2x6xf32>) -> (tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<2x3xf32>) {
    %0 = stablehlo.add %arg5, %arg6 : tensor<2x6xf32>
    %1 = stablehlo.multiply %arg16, %0 : tensor<2x6xf32>
    %2 = stablehlo.multiply %0, %arg8 : tensor<2x6xf32>
    %3 = stablehlo.multiply %arg15, %0 : tensor<2x6xf32>
    %4 = stablehlo.multiply %0, %arg13 : tensor<2x6xf32>
    %5 = stablehlo.negate %4 : tensor<2x6xf32>
    %6 = stablehlo.add %2, %5 : tensor<2x6xf32>
    %7 = stablehlo.multiply %3, %arg14 : tensor<2x6xf32>
    %8 = stablehlo.multiply %7, %arg13 : tensor<2x6xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x6xf32>
    %10 = stablehlo.multiply %arg12, %9 : tensor<2x6xf32>
    %11 = stablehlo.multiply %9, %arg11 : tensor<2x6xf32>
    %12 = stablehlo.multiply %6, %arg10 : tensor<2x6xf32>
    %13 = stablehlo.multiply %11, %arg9 : tensor<2x6xf32>
    %14 = stablehlo.concatenate %13, %12, %10, dim = 1 : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x18xf32>
    %15 = stablehlo.concatenate %13, %12, %9, dim = 1 : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x18xf32>
    %16 = stablehlo.dot_general %14, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18xf32>, tensor<2x6xf32>) -> tensor<18x6xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<18x6xf32>) -> tensor<6x18xf32>
    %18 = stablehlo.add %arg4, %17 : tensor<6x18xf32>
    %19 = stablehlo.dot_general %14, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x18xf32>, tensor<6x18xf32>) -> tensor<2x6xf32>
    %20 = stablehlo.add %1, %19 : tensor<2x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x18xf32>, tensor<f32>) -> tensor<18xf32>
    %22 = stablehlo.reshape %21 : (tensor<18xf32>) -> tensor<1x18xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x18xf32>, tensor<f32>) -> tensor<18xf32>
    %24 = stablehlo.add %arg3, %23 : tensor<18xf32>
    %25 = stablehlo.dot_general %15, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18xf32>, tensor<2x3xf32>) -> tensor<18x3xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<18x3xf32>) -> tensor<3x18xf32>
    %27 = stablehlo.add %arg2, %26 : tensor<3x18xf32>
    %28 = stablehlo.dot_general %15, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x18xf32>, tensor<3x18xf32>) -> tensor<2x3xf32>
    return %27, %24, %18, %20, %28 : tensor<3x18xf32>, tensor<18xf32>, tensor<6x18xf32>, tensor<2x6xf32>, tensor<2x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<5x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<i32>) -> tensor<5x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x2x3xf32>, tensor<1x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x3xf32>
    return %1 : tensor<5x2x3xf32>
  }
}

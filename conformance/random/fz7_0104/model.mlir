module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xbf16>) -> (tensor<2x1x4x4xbf16> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<6x8xbf16>) -> tensor<48xbf16>
    %1 = stablehlo.reshape %0 : (tensor<48xbf16>) -> tensor<6x8xbf16>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<6x8xbf16>) -> tensor<1x6x8xbf16>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<6x8xbf16>) -> tensor<1x6x8xbf16>
    %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1x6x8xbf16>, tensor<1x6x8xbf16>) -> tensor<2x6x8xbf16>
    %5 = stablehlo.reshape %arg0 : (tensor<6x8xbf16>) -> tensor<48xbf16>
    %6 = stablehlo.reshape %5 : (tensor<48xbf16>) -> tensor<1x48xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x48xbf16>) -> tensor<3x48xbf16>
    %8 = stablehlo.reshape %7 : (tensor<3x48xbf16>) -> tensor<144xbf16>
    %9 = stablehlo.slice %8 [0:126] : (tensor<144xbf16>) -> tensor<126xbf16>
    %10 = stablehlo.reshape %9 : (tensor<126xbf16>) -> tensor<7x3x3x2xbf16>
    %cst = stablehlo.constant dense<-2.597660e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x3x3x2xbf16>
    %12 = stablehlo.convolution(%10, %11) dim_numbers = [0, f, 1, b]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[0, 2], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<7x3x3x2xbf16>, tensor<1x3x3x2xbf16>) -> tensor<2x1x4x4xbf16>
    %13 = stablehlo.reshape %4 : (tensor<2x6x8xbf16>) -> tensor<96xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<0x1x4x4xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %16 = stablehlo.compare LT, %c, %15, SIGNED : (tensor<0xi32>, tensor<0xi32>) -> tensor<0xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<0xi32>
    %18 = stablehlo.add %c, %17 : tensor<0xi32>
    %19 = stablehlo.select %16, %18, %c : tensor<0xi1>, tensor<0xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<1x4x4xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x1x4x4xbf16>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23:4 = stablehlo.while(%iterArg = %12, %iterArg_27 = %c_5, %iterArg_28 = %21, %iterArg_29 = %22) : tensor<2x1x4x4xbf16>, tensor<i32>, tensor<1x4x4xbf16>, tensor<2x1x4x4xbf16>
    cond {
      %c_30 = stablehlo.constant dense<2> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_27, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %39 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_27) : (tensor<2x1x4x4xbf16>, tensor<i32>) -> tensor<1x4x4xbf16>
      %40:2 = func.call @closed_call(%iterArg_28, %39) : (tensor<1x4x4xbf16>, tensor<1x4x4xbf16>) -> (tensor<1x4x4xbf16>, tensor<1x4x4xbf16>)
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_29, %40#1, %iterArg_27) : (tensor<2x1x4x4xbf16>, tensor<1x4x4xbf16>, tensor<i32>) -> tensor<2x1x4x4xbf16>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_27, %c_30 : tensor<i32>
      stablehlo.return %iterArg, %42, %40#0, %41 : tensor<2x1x4x4xbf16>, tensor<i32>, tensor<1x4x4xbf16>, tensor<2x1x4x4xbf16>
    }
    %24 = stablehlo.reshape %23#2 : (tensor<1x4x4xbf16>) -> tensor<16xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<1x1x0x3xbf16>
    %c_7 = stablehlo.constant dense<-1> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %27 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %28 = stablehlo.select %26, %27, %c_11 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.select %29, %30, %c_16 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<4> : tensor<i32>
    %33 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.select %32, %33, %c_21 : tensor<i1>, tensor<i32>
    %c_22 = stablehlo.constant dense<5> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %c_22, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<5> : tensor<i32>
    %c_25 = stablehlo.constant dense<4> : tensor<i32>
    %36 = stablehlo.add %c_24, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<5> : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_26 : tensor<i1>, tensor<i32>
    %38 = stablehlo.dynamic_update_slice %23#3, %25, %28, %31, %34, %37 : (tensor<2x1x4x4xbf16>, tensor<1x1x0x3xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4x4xbf16>
    return %38 : tensor<2x1x4x4xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x1x4x4xbf16>, %arg1: tensor<i32>) -> tensor<1x4x4xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 4, 4] : (tensor<2x1x4x4xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x4x4xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x4x4xbf16>) -> tensor<1x4x4xbf16>
    return %1 : tensor<1x4x4xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x4x4xbf16>, %arg1: tensor<1x4x4xbf16>) -> (tensor<1x4x4xbf16>, tensor<1x4x4xbf16>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x4x4xbf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x4x4xbf16>
    %2 = stablehlo.multiply %arg1, %arg0 : tensor<1x4x4xbf16>
    %3 = stablehlo.tanh %2 : tensor<1x4x4xbf16>
    %4 = stablehlo.add %1, %3 : tensor<1x4x4xbf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1x4x4xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<1x4x4xbf16>
    return %4, %6 : tensor<1x4x4xbf16>, tensor<1x4x4xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x1x4x4xbf16>, %arg1: tensor<1x4x4xbf16>, %arg2: tensor<i32>) -> tensor<2x1x4x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x4x4xbf16>) -> tensor<1x1x4x4xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x4x4xbf16>, tensor<1x1x4x4xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x4x4xbf16>
    return %1 : tensor<2x1x4x4xbf16>
  }
}

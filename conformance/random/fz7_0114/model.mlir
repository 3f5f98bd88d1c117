module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x9xi32>, %arg1: tensor<9xi1>, %arg2: tensor<ui32>) -> (tensor<3x6xbf16> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %10 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %10 : tensor<i32>
    }) : (tensor<4x9xi32>, tensor<i32>) -> tensor<3x6xi32>
    %1 = stablehlo.convert %0 : (tensor<3x6xi32>) -> tensor<3x6xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<3x6xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = stablehlo.while(%iterArg = %1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<3x6xbf16>, tensor<i32>, tensor<6xbf16>, tensor<3x6xbf16>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<3x6xbf16>, tensor<i32>) -> tensor<6xbf16>
      %11:2 = func.call @closed_call(%iterArg_4, %10) : (tensor<6xbf16>, tensor<6xbf16>) -> (tensor<6xbf16>, tensor<6xbf16>)
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_5, %11#1, %iterArg_3) : (tensor<3x6xbf16>, tensor<6xbf16>, tensor<i32>) -> tensor<3x6xbf16>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %13, %11#0, %12 : tensor<3x6xbf16>, tensor<i32>, tensor<6xbf16>, tensor<3x6xbf16>
    }
    %5 = stablehlo.iota dim = 1 : tensor<3x6xi32>
    %6 = stablehlo.iota dim = 0 : tensor<3x6xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<3x6xbf16>
    %9 = call @_where(%7, %4#3, %8) : (tensor<3x6xi1>, tensor<3x6xbf16>, tensor<3x6xbf16>) -> tensor<3x6xbf16>
    return %9 : tensor<3x6xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x6xbf16>, %arg1: tensor<i32>) -> tensor<6xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 6] : (tensor<3x6xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x6xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x6xbf16>) -> tensor<6xbf16>
    return %1 : tensor<6xbf16>
  }
  func.func private @closed_call(%arg0: tensor<6xbf16>, %arg1: tensor<6xbf16>) -> (tensor<6xbf16>, tensor<6xbf16>) {
    %cst = stablehlo.constant dense<8.007810e-01> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xbf16>
    %2 = stablehlo.add %1, %arg1 : tensor<6xbf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<6xbf16>
    return %2, %4 : tensor<6xbf16>, tensor<6xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x6xbf16>, %arg1: tensor<6xbf16>, %arg2: tensor<i32>) -> tensor<3x6xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xbf16>) -> tensor<1x6xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x6xbf16>, tensor<1x6xbf16>, tensor<i32>, tensor<i32>) -> tensor<3x6xbf16>
    return %1 : tensor<3x6xbf16>
  }
  func.func private @_where(%arg0: tensor<3x6xi1>, %arg1: tensor<3x6xbf16>, %arg2: tensor<3x6xbf16>) -> tensor<3x6xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x6xi1>, tensor<3x6xbf16>
    return %0 : tensor<3x6xbf16>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x9x1x6xbf16>, %arg1: tensor<f32>) -> (tensor<0x6x0x0xbf16> {jax.result_info = "result[0]"}, tensor<0x6x0x0xbf16> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<> : tensor<0x6x0x0xbf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.compare GT, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.reshape %arg0 : (tensor<1x9x1x6xbf16>) -> tensor<54xbf16>
    %2 = stablehlo.slice %1 [0:1] : (tensor<54xbf16>) -> tensor<1xbf16>
    %3 = stablehlo.reshape %2 : (tensor<1xbf16>) -> tensor<bf16>
    %4 = stablehlo.convert %3 : (tensor<bf16>) -> tensor<f32>
    %5 = call @_where(%0, %arg1, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = call @cummax(%arg0) : (tensor<1x9x1x6xbf16>) -> tensor<1x9x1x6xbf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %c, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.select %7, %8, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<7> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %c_8 = stablehlo.constant dense<9> : tensor<i32>
    %11 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %12 = stablehlo.select %10, %11, %c_9 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<-2> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<-2> : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<-2> : tensor<i32>
    %15 = stablehlo.select %13, %14, %c_14 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<4> : tensor<i32>
    %c_18 = stablehlo.constant dense<6> : tensor<i32>
    %17 = stablehlo.add %c_17, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.select %16, %17, %c_19 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %6, %9, %12, %15, %18, sizes = [0, 6, 0, 0] : (tensor<1x9x1x6xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<0x6x0x0xbf16>
    %20 = stablehlo.convert %5 : (tensor<f32>) -> tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<bf16>) -> tensor<0x6x0x0xbf16>
    %22 = stablehlo.atan2 %19, %21 : tensor<0x6x0x0xbf16>
    %23 = stablehlo.abs %5 : tensor<f32>
    %24 = call @cumprod(%22) : (tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16>
    %25 = stablehlo.abs %22 : tensor<0x6x0x0xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<0x6x0x0xbf16>
    %27 = stablehlo.add %25, %26 : tensor<0x6x0x0xbf16>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<0x6x0x0xbf16>
    %29 = stablehlo.divide %28, %27 : tensor<0x6x0x0xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<0x6x0x0xbf16>
    %31 = stablehlo.compare GT, %24, %30, FLOAT : (tensor<0x6x0x0xbf16>, tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xi1>
    %32 = call @_where_1(%31, %24, %cst) : (tensor<0x6x0x0xi1>, tensor<0x6x0x0xbf16>, tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16>
    return %32, %29, %23 : tensor<0x6x0x0xbf16>, tensor<0x6x0x0xbf16>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @cummax(%arg0: tensor<1x9x1x6xbf16>) -> tensor<1x9x1x6xbf16> {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [5, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 6>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<1x9x1x6xbf16>, tensor<bf16>) -> tensor<1x9x1x6xbf16>
    return %1 : tensor<1x9x1x6xbf16>
  }
  func.func private @cumprod(%arg0: tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16> {
    %0 = call @cumprod_0(%arg0) : (tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16>
    return %0 : tensor<0x6x0x0xbf16>
  }
  func.func private @cumprod_0(%arg0: tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16> {
    return %arg0 : tensor<0x6x0x0xbf16>
  }
  func.func private @_where_1(%arg0: tensor<0x6x0x0xi1>, %arg1: tensor<0x6x0x0xbf16>, %arg2: tensor<0x6x0x0xbf16>) -> tensor<0x6x0x0xbf16> {
    return %arg1 : tensor<0x6x0x0xbf16>
  }
}

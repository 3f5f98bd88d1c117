module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>) -> (tensor<1xf16> {jax.result_info = "result[0]"}, tensor<1xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %c_0, %c_1 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %29 = stablehlo.cosine %arg0 : tensor<2xf32>
      %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %31 = stablehlo.multiply %29, %30 : tensor<2xf32>
      stablehlo.return %31 : tensor<2xf32>
    }, {
      %29 = stablehlo.cosine %arg0 : tensor<2xf32>
      %cst_16 = stablehlo.constant dense<1.300000e+00> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %31 = stablehlo.multiply %29, %30 : tensor<2xf32>
      stablehlo.return %31 : tensor<2xf32>
    }, {
      %29 = stablehlo.cosine %arg0 : tensor<2xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %31 = stablehlo.multiply %29, %30 : tensor<2xf32>
      stablehlo.return %31 : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2xf32>
    %6 = stablehlo.add %1, %5 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<2xf32>
    %9 = stablehlo.tanh %8 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.add %10, %9 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2xf32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<-1> : tensor<i32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %17 = stablehlo.select %15, %16, %c_9 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_slice %14, %17, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
    %19 = stablehlo.add %18, %18 : tensor<1xf32>
    %20 = stablehlo.tanh %18 : tensor<1xf32>
    %21 = stablehlo.tan %20 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %23:4 = stablehlo.while(%iterArg = %21, %iterArg_16 = %c_12, %iterArg_17 = %cst_10, %iterArg_18 = %22) : tensor<1xf32>, tensor<i32>, tensor<f32>, tensor<1xf32>
    cond {
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_16) : (tensor<1xf32>, tensor<i32>) -> tensor<f32>
      %30:2 = func.call @closed_call(%iterArg_17, %29) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_18, %30#1, %iterArg_16) : (tensor<1xf32>, tensor<f32>, tensor<i32>) -> tensor<1xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_16, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %32, %30#0, %31 : tensor<1xf32>, tensor<i32>, tensor<f32>, tensor<1xf32>
    }
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<255> : tensor<i32>
    %24 = call @clip(%23#3, %c_13, %c_14) : (tensor<1xf32>, tensor<i32>, tensor<i32>) -> tensor<1xf32>
    %25 = stablehlo.convert %24 : (tensor<1xf32>) -> tensor<1xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<ui8>
    %26 = stablehlo.reduce(%25 init: %c_15) applies stablehlo.maximum across dimensions = [] : (tensor<1xui8>, tensor<ui8>) -> tensor<1xui8>
    %27 = stablehlo.subtract %25, %26 : tensor<1xui8>
    %28 = stablehlo.convert %27 : (tensor<1xui8>) -> tensor<1xf16>
    return %28, %19 : tensor<1xf16>, tensor<1xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<1xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.sine %arg1 : tensor<f32>
    %2 = stablehlo.add %0, %1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.multiply %2, %cst_0 : tensor<f32>
    return %2, %3 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @clip(%arg0: tensor<1xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1xf32>
    return %5 : tensor<1xf32>
  }
}

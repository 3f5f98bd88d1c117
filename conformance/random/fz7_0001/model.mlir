module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>, %arg1: tensor<4x4x7x6xf32>) -> (tensor<4x4x7x6xi32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c_1, %iterArg_6 = %c_0, %iterArg_7 = %0) : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:2 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7) : (tensor<4xi32>, tensor<i32>, tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %12, %11#0, %11#1 : tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
    }
    %2 = stablehlo.slice %1#3 [1:2] : (tensor<4xi32>) -> tensor<1xi32>
    %3 = stablehlo.convert %2 : (tensor<1xi32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<1xf32>) -> tensor<4x4x7x6xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x7x6xf32>
    %6 = stablehlo.minimum %4, %5 : tensor<4x4x7x6xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x7x6xf32>
    %8 = stablehlo.clamp %6, %arg1, %7 : tensor<4x4x7x6xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+03> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %9 = call @clip(%8, %cst_3, %cst_4) : (tensor<4x4x7x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x4x7x6xf32>
    %10 = stablehlo.convert %9 : (tensor<4x4x7x6xf32>) -> tensor<4x4x7x6xi32>
    return %10 : tensor<4x4x7x6xi32>
  }
  func.func private @closed_call(%arg0: tensor<4xi32>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim(%arg0, %arg1) : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.negate %1 : tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %5 = stablehlo.add %4, %c_1 : tensor<i32>
    %6 = stablehlo.select %3, %5, %arg1 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg2, %2, %6 : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %7 : tensor<i32>, tensor<4xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    return %4 : tensor<1xi32>
  }
  func.func private @clip(%arg0: tensor<4x4x7x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x4x7x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x7x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x4x7x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x4x7x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x4x7x6xf32>
    return %5 : tensor<4x4x7x6xf32>
  }
}

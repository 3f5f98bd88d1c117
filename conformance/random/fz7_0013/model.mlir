module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x9x7x2xi32>, %arg1: tensor<9xf32>, %arg2: tensor<i1>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<9xi32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[-1.14454818, -0.772678315, -1.29208016, 1.30677187, -1.19964957, -1.25578153, -0.355093628, -0.0815007984, -0.557534814]> : tensor<9xf32>
    %0 = call @_where(%arg2, %arg1, %cst) : (tensor<i1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %0, %iterArg_2 = %c, %iterArg_3 = %cst_0, %iterArg_4 = %1) : tensor<9xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>
    cond {
      %c_5 = stablehlo.constant dense<9> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<9xf32>, tensor<i32>) -> tensor<f32>
      %7:2 = func.call @closed_call(%iterArg_3, %6) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_4, %7#1, %iterArg_2) : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> tensor<9xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %9, %7#0, %8 : tensor<9xf32>, tensor<i32>, tensor<f32>, tensor<9xf32>
    }
    %3 = call @argsort(%0) : (tensor<9xf32>) -> tensor<9xi32>
    %4 = stablehlo.multiply %arg1, %2#3 : tensor<9xf32>
    %5 = stablehlo.add %4, %arg1 : tensor<9xf32>
    return %5, %3 : tensor<9xf32>, tensor<9xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<9xf32>
    return %0 : tensor<9xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<9xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.add %0, %arg1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.multiply %1, %cst_0 : tensor<f32>
    return %1, %2 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<9xf32>, tensor<1xf32>, tensor<i32>) -> tensor<9xf32>
    return %1 : tensor<9xf32>
  }
  func.func private @argsort(%arg0: tensor<9xf32>) -> tensor<9xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<9xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<9xf32>, tensor<9xi32>) -> (tensor<9xf32>, tensor<9xi32>)
    return %1#1 : tensor<9xi32>
  }
}

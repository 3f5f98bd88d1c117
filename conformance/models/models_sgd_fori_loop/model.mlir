module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x2xf32>, %arg1: tensor<12x4xf32>, %arg2: tensor<12x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %arg2, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %arg0) : tensor<12x4xf32>, tensor<12x2xf32>, tensor<i32>, tensor<i32>, tensor<4x2xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_3, %iterArg_4) : (tensor<12x4xf32>, tensor<12x2xf32>, tensor<i32>, tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %2, %1#0, %1#1 : tensor<12x4xf32>, tensor<12x2xf32>, tensor<i32>, tensor<i32>, tensor<4x2xf32>
    }
    return %0#4 : tensor<4x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<12x4xf32>, %arg1: tensor<12x2xf32>, %arg2: tensor<i32>, %arg3: tensor<4x2xf32>) -> (tensor<i32>, tensor<4x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x4xf32>, tensor<4x2xf32>) -> tensor<12x2xf32>
    %2 = stablehlo.subtract %1, %arg1 : tensor<12x2xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<12x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x2xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<12x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %8 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<12x2xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<12x2xf32>
    %11 = stablehlo.dot_general %10, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x2xf32>, tensor<12x4xf32>) -> tensor<2x4xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<4x2xf32>
    %15 = stablehlo.subtract %arg3, %14 : tensor<4x2xf32>
    return %0, %15 : tensor<i32>, tensor<4x2xf32>
  }
}

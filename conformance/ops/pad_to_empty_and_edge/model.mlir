module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<0x5xf32> {jax.result_info = "result[0]"}, tensor<3x0xf32> {jax.result_info = "result[1]"}, tensor<5x5xf32> {jax.result_info = "result[2]"}, tensor<7x7xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [-3, 0], high = [0, 0], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<0x5xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %arg0, %cst_0, low = [0, -2], high = [0, -3], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3x0xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad(%arg0, %c) : (tensor<3x5xf32>, tensor<i32>) -> tensor<5x5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad_0(%arg0, %c_1) : (tensor<3x5xf32>, tensor<i32>) -> tensor<7x7xf32>
    return %0, %1, %2, %3 : tensor<0x5xf32>, tensor<3x0xf32>, tensor<5x5xf32>, tensor<7x7xf32>
  }
  func.func private @_pad(%arg0: tensor<3x5xf32>, %arg1: tensor<i32>) -> tensor<5x5xf32> {
    %0 = stablehlo.slice %arg0 [2:3, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.concatenate %0, %arg0, %1, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<5x5xf32>
    return %2 : tensor<5x5xf32>
  }
  func.func private @_pad_0(%arg0: tensor<3x5xf32>, %arg1: tensor<i32>) -> tensor<7x7xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:5] : (tensor<3x5xf32>) -> tensor<2x5xf32>
    %2 = call @_flip(%1) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %3 = stablehlo.concatenate %2, %arg0, dim = 0 : (tensor<2x5xf32>, tensor<3x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.slice %3 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.slice %3 [3:5, 0:5] : (tensor<5x5xf32>) -> tensor<2x5xf32>
    %6 = call @_flip(%5) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %7 = stablehlo.concatenate %3, %6, dim = 0 : (tensor<5x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %8 = stablehlo.slice %7 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %9 = stablehlo.slice %7 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %10 = call @_flip_1(%9) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %11 = stablehlo.concatenate %10, %7, dim = 1 : (tensor<7x1xf32>, tensor<7x5xf32>) -> tensor<7x6xf32>
    %12 = stablehlo.slice %11 [0:7, 5:6] : (tensor<7x6xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.slice %11 [0:7, 5:6] : (tensor<7x6xf32>) -> tensor<7x1xf32>
    %14 = call @_flip_1(%13) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 1 : (tensor<7x6xf32>, tensor<7x1xf32>) -> tensor<7x7xf32>
    return %15 : tensor<7x7xf32>
  }
  func.func private @_flip(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @_flip_1(%arg0: tensor<7x1xf32>) -> tensor<7x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xf32>
    return %0 : tensor<7x1xf32>
  }
}

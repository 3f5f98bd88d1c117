module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x1xi1>) -> (tensor<6x4x10x4xi1> {jax.result_info = "result[0]"}, tensor<3x2x5x1xi1> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<1x2x4x1xi1>, tensor<i32>) -> tensor<3x2x5x1xi1>
    %1 = call @_roll_static(%0) : (tensor<3x2x5x1xi1>) -> tensor<3x2x5x1xi1>
    %2 = stablehlo.reshape %0 : (tensor<3x2x5x1xi1>) -> tensor<30xi1>
    %3 = stablehlo.slice %2 [0:8] : (tensor<30xi1>) -> tensor<8xi1>
    %4 = stablehlo.reshape %3 : (tensor<8xi1>) -> tensor<1x2x4x1xi1>
    %5 = call @_where(%arg0, %arg0, %4) : (tensor<1x2x4x1xi1>, tensor<1x2x4x1xi1>, tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %6 = stablehlo.and %5, %arg0 : tensor<1x2x4x1xi1>
    %7 = call @_roll_static_0(%6) : (tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.pad %7, %c_0, low = [3, -2, 3, 3], high = [2, 2, 0, 0], interior = [2, 2, 1, 2] : (tensor<1x2x4x1xi1>, tensor<i1>) -> tensor<6x4x10x4xi1>
    return %8, %1 : tensor<6x4x10x4xi1>, tensor<3x2x5x1xi1>
  }
  func.func private @_pad(%arg0: tensor<1x2x4x1xi1>, %arg1: tensor<i32>) -> tensor<3x2x5x1xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare NE, %arg1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : tensor<i1>
    %3 = stablehlo.pad %arg0, %2, low = [2, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x2x4x1xi1>, tensor<i1>) -> tensor<3x2x5x1xi1>
    return %3 : tensor<3x2x5x1xi1>
  }
  func.func private @_roll_static(%arg0: tensor<3x2x5x1xi1>) -> tensor<3x2x5x1xi1> {
    %0 = stablehlo.slice %arg0 [0:3, 0:2, 0:5, 0:1] : (tensor<3x2x5x1xi1>) -> tensor<3x2x5x1xi1>
    %1 = stablehlo.slice %arg0 [0:0, 0:2, 0:5, 0:1] : (tensor<3x2x5x1xi1>) -> tensor<0x2x5x1xi1>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3x2x5x1xi1>, tensor<0x2x5x1xi1>) -> tensor<3x2x5x1xi1>
    return %2 : tensor<3x2x5x1xi1>
  }
  func.func private @_where(%arg0: tensor<1x2x4x1xi1>, %arg1: tensor<1x2x4x1xi1>, %arg2: tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x2x4x1xi1>, tensor<1x2x4x1xi1>
    return %0 : tensor<1x2x4x1xi1>
  }
  func.func private @_roll_static_0(%arg0: tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1> {
    %0 = stablehlo.slice %arg0 [0:1, 0:2, 0:4, 0:1] : (tensor<1x2x4x1xi1>) -> tensor<1x2x4x1xi1>
    %1 = stablehlo.slice %arg0 [0:1, 0:2, 0:0, 0:1] : (tensor<1x2x4x1xi1>) -> tensor<1x2x0x1xi1>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x2x4x1xi1>, tensor<1x2x0x1xi1>) -> tensor<1x2x4x1xi1>
    return %2 : tensor<1x2x4x1xi1>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x4xi32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<9x4xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<-100> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c_1, %iterArg_3 = %0, %iterArg_4 = %1) : tensor<9x4xi32>, tensor<i32>, tensor<4xi32>, tensor<9x4xi32>
    cond {
      %c_5 = stablehlo.constant dense<9> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<9x4xi32>, tensor<i32>) -> tensor<4xi32>
      %4:2 = func.call @closed_call(%iterArg_3, %3) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_4, %4#1, %iterArg_2) : (tensor<9x4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<9x4xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %6, %4#0, %5 : tensor<9x4xi32>, tensor<i32>, tensor<4xi32>, tensor<9x4xi32>
    }
    return %2#2, %2#3 : tensor<4xi32>, tensor<9x4xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<9x4xi32>, tensor<i32>, tensor<i32>) -> tensor<1x4xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @closed_call(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<4xi32>
    %1 = stablehlo.maximum %arg0, %arg1 : tensor<4xi32>
    %2 = stablehlo.subtract %1, %arg1 : tensor<4xi32>
    return %0, %2 : tensor<4xi32>, tensor<4xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<9x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<9x4xi32>, tensor<1x4xi32>, tensor<i32>, tensor<i32>) -> tensor<9x4xi32>
    return %1 : tensor<9x4xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xi8>, %arg1: tensor<3x7xui16>, %arg2: tensor<5x4xi16>) -> (tensor<4xi8> {jax.result_info = "result[0]"}, tensor<6xi8> {jax.result_info = "result[1]"}, tensor<i8> {jax.result_info = "result[2]"}, tensor<3xui16> {jax.result_info = "result[3]"}, tensor<4xi16> {jax.result_info = "result[4]"}, tensor<5xi16> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x6xi8>, tensor<i8>) -> tensor<4xi8>
    %c_0 = stablehlo.constant dense<-128> : tensor<i8>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xi8>, tensor<i8>) -> tensor<6xi8>
    %c_1 = stablehlo.constant dense<127> : tensor<i8>
    %2 = stablehlo.reduce(%arg0 init: %c_1) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x6xi8>, tensor<i8>) -> tensor<i8>
    %c_2 = stablehlo.constant dense<1> : tensor<ui16>
    %3 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.multiply across dimensions = [1] : (tensor<3x7xui16>, tensor<ui16>) -> tensor<3xui16>
    %c_3 = stablehlo.constant dense<0> : tensor<i16>
    %4 = stablehlo.reduce(%arg2 init: %c_3) applies stablehlo.add across dimensions = [0] : (tensor<5x4xi16>, tensor<i16>) -> tensor<4xi16>
    %c_4 = stablehlo.constant dense<-32768> : tensor<i16>
    %5 = stablehlo.reduce(%arg2 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<5x4xi16>, tensor<i16>) -> tensor<5xi16>
    return %0, %1, %2, %3, %4, %5 : tensor<4xi8>, tensor<6xi8>, tensor<i8>, tensor<3xui16>, tensor<4xi16>, tensor<5xi16>
  }
}

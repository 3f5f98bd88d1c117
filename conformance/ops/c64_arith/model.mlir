module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xcomplex<f32>>, %arg1: tensor<4x5xcomplex<f32>>) -> (tensor<4x5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4x5xf32> {jax.result_info = "result[6]"}, tensor<4x5xf32> {jax.result_info = "result[7]"}, tensor<4x5xi1> {jax.result_info = "result[8]"}, tensor<4x5xi1> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x5xcomplex<f32>>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<4x5xcomplex<f32>>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<4x5xcomplex<f32>>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<4x5xcomplex<f32>>
    %4 = stablehlo.negate %arg0 : tensor<4x5xcomplex<f32>>
    %5 = stablehlo.real %arg0 : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xf32>
    %6 = stablehlo.imag %arg0 : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xf32>
    %7 = stablehlo.negate %6 : tensor<4x5xf32>
    %8 = stablehlo.complex %5, %7 : tensor<4x5xcomplex<f32>>
    %9 = stablehlo.real %arg0 : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xf32>
    %10 = stablehlo.imag %arg1 : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xf32>
    %11 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> tensor<4x5xi1>
    %12 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> tensor<4x5xi1>
    return %0, %1, %2, %3, %4, %8, %9, %10, %11, %12 : tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xi1>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xcomplex<f32>>, %arg1: tensor<6x3xcomplex<f32>>) -> (tensor<5x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<complex<f32>> {jax.result_info = "result[1]"}, tensor<6x6xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xcomplex<f32>>, tensor<6x3xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
    %2 = stablehlo.reshape %1 : (tensor<1x6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %3 = stablehlo.slice %arg1 [0:6, 0:1] : (tensor<6x3xcomplex<f32>>) -> tensor<6x1xcomplex<f32>>
    %4 = stablehlo.reshape %3 : (tensor<6x1xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %5 = stablehlo.real %2 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %6 = stablehlo.imag %2 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %7 = stablehlo.negate %6 : tensor<6xf32>
    %8 = stablehlo.complex %5, %7 : tensor<6xcomplex<f32>>
    %9 = stablehlo.dot_general %8, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<complex<f32>>
    %10 = stablehlo.real %arg0 : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xf32>
    %11 = stablehlo.imag %arg0 : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xf32>
    %12 = stablehlo.negate %11 : tensor<5x6xf32>
    %13 = stablehlo.complex %10, %12 : tensor<5x6xcomplex<f32>>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<5x6xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    %15 = stablehlo.dot_general %14, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xcomplex<f32>>, tensor<5x6xcomplex<f32>>) -> tensor<6x6xcomplex<f32>>
    return %0, %9, %15 : tensor<5x3xcomplex<f32>>, tensor<complex<f32>>, tensor<6x6xcomplex<f32>>
  }
}

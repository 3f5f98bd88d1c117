module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<3x3xf64> {jax.result_info = "result[3]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<3x3xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x3xcomplex<f64>>
    %1 = stablehlo.divide %arg0, %arg1 : tensor<3x3xcomplex<f64>>
    %2 = stablehlo.exponential %arg0 : tensor<3x3xcomplex<f64>>
    %3 = stablehlo.abs %arg1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.sqrt %arg0 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.convert %arg0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f32>>
    return %0, %1, %2, %3, %4, %6, %7 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f32>>
  }
}

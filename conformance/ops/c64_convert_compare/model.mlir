module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<8xcomplex<f32>>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi1> {jax.result_info = "result[1]"}, tensor<8xi1> {jax.result_info = "result[2]"}, tensor<8xi1> {jax.result_info = "result[3]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<8xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<8xi1> {jax.result_info = "result[7]"}, tensor<8xi1> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %1 = stablehlo.convert %0 : (tensor<8xf32>) -> tensor<8xi32>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    %3 = stablehlo.compare NE, %arg0, %2, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    %4 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    %5 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    %6 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %9 = call @_where(%8, %arg0, %arg1) : (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %10 = stablehlo.imag %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %11 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %12 = stablehlo.complex %10, %11 : tensor<8xcomplex<f32>>
    %13 = stablehlo.convert %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f64>>
    %14 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    %15 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %16 = stablehlo.is_finite %15 : (tensor<8xf32>) -> tensor<8xi1>
    %17 = stablehlo.imag %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %18 = stablehlo.is_finite %17 : (tensor<8xf32>) -> tensor<8xi1>
    %19 = stablehlo.and %16, %18 : tensor<8xi1>
    return %1, %3, %4, %5, %9, %12, %13, %14, %19 : tensor<8xi32>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f64>>, tensor<8xi1>, tensor<8xi1>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xcomplex<f32>>, %arg2: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
}

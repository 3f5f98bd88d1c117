module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<45x67xf64>, %arg1: tensor<67x29xf64>) -> (tensor<45x29xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<45x67xf64>, tensor<67x29xf64>) -> tensor<45x29xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<45x29xf64>
    %2 = stablehlo.add %0, %1 : tensor<45x29xf64>
    return %2 : tensor<45x29xf64>
  }
}

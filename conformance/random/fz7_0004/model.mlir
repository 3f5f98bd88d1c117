module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x9x1x2xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<bf16> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[1, -4, -5, -1, -1]> : tensor<5xi32>
    %cst = stablehlo.constant dense<[-7.500000e-01, 7.500000e-01, -5.000000e-01, 1.000000e+00, -1.000000e+00]> : tensor<5xf32>
    %0 = stablehlo.convert %arg1 : (tensor<5xf32>) -> tensor<5xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<5xf32>) -> tensor<5xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5xbf16>, tensor<5xbf16>) -> tensor<bf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.compare LT, %c, %3, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.add %c, %5 : tensor<5xi32>
    %7 = stablehlo.select %4, %6, %c : tensor<5xi1>, tensor<5xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %9 = "stablehlo.scatter"(%arg1, %8, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %11 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = stablehlo.minimum %9, %cst : tensor<5xf32>
    return %10, %2 : tensor<5xf32>, tensor<bf16>
  }
}

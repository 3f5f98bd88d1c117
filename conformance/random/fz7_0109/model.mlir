module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x1xi32>) -> (tensor<2x0x1xi32> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<> : tensor<0x0xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<5x1xi32>) -> tensor<5xi32>
    %1 = stablehlo.slice %0 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.reshape %arg0 : (tensor<5x1xi32>) -> tensor<5xi32>
    %4 = stablehlo.slice %3 [3:4] : (tensor<5xi32>) -> tensor<1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %7 = stablehlo.add %2, %c_1 : tensor<i32>
    %8 = stablehlo.select %6, %7, %2 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %5, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.add %5, %c_3 : tensor<i32>
    %11 = stablehlo.select %9, %10, %5 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_update_slice %arg0, %c, %8, %11 : (tensor<5x1xi32>, tensor<0x0xi32>, tensor<i32>, tensor<i32>) -> tensor<5x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.select %13, %14, %c_8 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<-1> : tensor<i32>
    %18 = stablehlo.select %16, %17, %c_13 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %12, %15, %18, sizes = [5, 1] : (tensor<5x1xi32>, tensor<i32>, tensor<i32>) -> tensor<5x1xi32>
    %20 = stablehlo.reshape %19 : (tensor<5x1xi32>) -> tensor<5xi32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %22 = stablehlo.minimum %20, %21 : tensor<5xi32>
    %c_15 = stablehlo.constant dense<2> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %24 = stablehlo.clamp %22, %20, %23 : tensor<5xi32>
    %25 = stablehlo.convert %12 : (tensor<5x1xi32>) -> tensor<5x1xui32>
    %26 = stablehlo.reshape %25 : (tensor<5x1xui32>) -> tensor<5xui32>
    %c_16 = stablehlo.constant dense<0> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<7x0xui32>
    %28 = stablehlo.convert %27 : (tensor<7x0xui32>) -> tensor<7x0xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<7x0xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<7x0xi32>, tensor<7x0xi32>) -> tensor<7x0xi1>
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<7x0xi32>
    %32 = stablehlo.add %28, %31 : tensor<7x0xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<7x0xi1>, tensor<7x0xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<7x0xi32>) -> tensor<7x0x1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<7x0x1xi32>
    %36 = stablehlo.reshape %arg0 : (tensor<5x1xi32>) -> tensor<5xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<0x1x2x7x3xi32>
    %38 = stablehlo.dot_general %35, %37, batching_dims = [0, 2] x [3, 1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x0x1xi32>, tensor<0x1x2x7x3xi32>) -> tensor<7x1x2x3xi32>
    %39 = stablehlo.reshape %38 : (tensor<7x1x2x3xi32>) -> tensor<42xi32>
    %40 = stablehlo.slice %39 [7:8] : (tensor<42xi32>) -> tensor<1xi32>
    %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
    %42 = stablehlo.slice %24 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
    %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
    %44 = stablehlo.slice %20 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
    %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.compare LT, %41, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_22 = stablehlo.constant dense<7> : tensor<i32>
    %47 = stablehlo.add %41, %c_22 : tensor<i32>
    %48 = stablehlo.select %46, %47, %41 : tensor<i1>, tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.compare LT, %43, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.add %43, %c_24 : tensor<i32>
    %51 = stablehlo.select %49, %50, %43 : tensor<i1>, tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.compare LT, %45, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %53 = stablehlo.add %45, %c_26 : tensor<i32>
    %54 = stablehlo.select %52, %53, %45 : tensor<i1>, tensor<i32>
    %55 = stablehlo.dynamic_slice %35, %48, %51, %54, sizes = [2, 0, 1] : (tensor<7x0x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x0x1xi32>
    return %55 : tensor<2x0x1xi32>
  }
}

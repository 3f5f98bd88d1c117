module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[5.000000e-01, 1.000000e+00, 3.000000e+00, 1.000000e+01]> : tensor<4xf32>
    %0 = call @_gamma(%arg0, %cst) : (tensor<2xui32>, tensor<4xf32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = call @_beta(%arg0, %cst_0, %cst_1) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    return %0, %1 : tensor<3x4xf32>, tensor<5xf32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split(%1) : (tensor<1x2xui32>) -> tensor<1x12x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x12x2xui32>) -> tensor<12x2xui32>
    %4 = stablehlo.reshape %0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare GE, %4, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.add %4, %7 : tensor<12xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<12xi1>, tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<12xf32>
    %12 = stablehlo.sqrt %11 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.divide %13, %12 : tensor<12xf32>
    %15 = call @_threefry_split_0(%3) : (tensor<12x2xui32>) -> tensor<12x2x2xui32>
    %16 = stablehlo.slice %15 [0:12, 0:1, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
    %18 = stablehlo.slice %15 [0:12, 1:2, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_11 = %14, %iterArg_12 = %17, %iterArg_13 = %20, %iterArg_14 = %21, %iterArg_15 = %22) : tensor<12xf32>, tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %35 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<12xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %37 = stablehlo.multiply %36, %35 : tensor<12xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<12xf32>
      %40 = stablehlo.compare GE, %iterArg_15, %39, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %41 = stablehlo.log %iterArg_15 : tensor<12xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %43 = stablehlo.multiply %iterArg_13, %42 : tensor<12xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %45 = stablehlo.subtract %44, %iterArg_14 : tensor<12xf32>
      %46 = stablehlo.log %iterArg_14 : tensor<12xf32>
      %47 = stablehlo.add %45, %46 : tensor<12xf32>
      %48 = stablehlo.multiply %iterArg, %47 : tensor<12xf32>
      %49 = stablehlo.add %43, %48 : tensor<12xf32>
      %50 = stablehlo.compare GE, %41, %49, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %51 = stablehlo.and %40, %50 : tensor<12xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %52 = stablehlo.reduce(%51 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %52 : tensor<i1>
    } do {
      %35 = func.call @_threefry_split_3(%iterArg_12) : (tensor<12x2xui32>) -> tensor<12x3x2xui32>
      %36 = stablehlo.slice %35 [0:12, 0:1, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %38 = stablehlo.slice %35 [0:12, 1:2, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %40 = stablehlo.slice %35 [0:12, 2:3, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %44:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %39, %iterArg_26 = %42, %iterArg_27 = %43) : tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %74 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %75 = stablehlo.compare LE, %iterArg_27, %74, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %76 = stablehlo.reduce(%75 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %76 : tensor<i1>
      } do {
        %74 = func.call @_threefry_split_0(%iterArg_25) : (tensor<12x2xui32>) -> tensor<12x2x2xui32>
        %75 = stablehlo.slice %74 [0:12, 0:1, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
        %76 = stablehlo.reshape %75 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
        %77 = stablehlo.slice %74 [0:12, 1:2, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
        %78 = stablehlo.reshape %77 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
        %79 = func.call @_normal(%78) : (tensor<12x2xui32>) -> tensor<12xf32>
        %80 = stablehlo.multiply %79, %iterArg_24 : tensor<12xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %82 = stablehlo.add %81, %80 : tensor<12xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %83 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %84 = stablehlo.compare LE, %iterArg_27, %83, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
        %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12x2xi1>
        %86 = stablehlo.select %85, %76, %iterArg_25 : tensor<12x2xi1>, tensor<12x2xui32>
        %87 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
        %88 = stablehlo.select %87, %79, %iterArg_26 : tensor<12xi1>, tensor<12xf32>
        %89 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
        %90 = stablehlo.select %89, %82, %iterArg_27 : tensor<12xi1>, tensor<12xf32>
        stablehlo.return %iterArg_24, %86, %88, %90 : tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>
      }
      %45 = stablehlo.multiply %44#2, %44#2 : tensor<12xf32>
      %46 = stablehlo.multiply %44#3, %44#3 : tensor<12xf32>
      %47 = stablehlo.multiply %46, %44#3 : tensor<12xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = func.call @_uniform_8(%41, %cst_18, %cst_19) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
      %49 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<12xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %51 = stablehlo.multiply %50, %49 : tensor<12xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %53 = stablehlo.subtract %52, %51 : tensor<12xf32>
      %54 = stablehlo.compare GE, %iterArg_15, %53, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %55 = stablehlo.log %iterArg_15 : tensor<12xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %57 = stablehlo.multiply %iterArg_13, %56 : tensor<12xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %59 = stablehlo.subtract %58, %iterArg_14 : tensor<12xf32>
      %60 = stablehlo.log %iterArg_14 : tensor<12xf32>
      %61 = stablehlo.add %59, %60 : tensor<12xf32>
      %62 = stablehlo.multiply %iterArg, %61 : tensor<12xf32>
      %63 = stablehlo.add %57, %62 : tensor<12xf32>
      %64 = stablehlo.compare GE, %55, %63, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %65 = stablehlo.and %54, %64 : tensor<12xi1>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12x2xi1>
      %67 = stablehlo.select %66, %37, %iterArg_12 : tensor<12x2xi1>, tensor<12x2xui32>
      %68 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %69 = stablehlo.select %68, %45, %iterArg_13 : tensor<12xi1>, tensor<12xf32>
      %70 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %71 = stablehlo.select %70, %47, %iterArg_14 : tensor<12xi1>, tensor<12xf32>
      %72 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %73 = stablehlo.select %72, %48, %iterArg_15 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %iterArg, %iterArg_11, %67, %69, %71, %73 : tensor<12xf32>, tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = call @_uniform_8(%19, %cst_6, %cst_7) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %28 = stablehlo.divide %27, %4 : tensor<12xf32>
    %29 = stablehlo.power %26, %28 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %31 = stablehlo.select %6, %30, %29 : tensor<12xi1>, tensor<12xf32>
    %32 = stablehlo.multiply %11, %23#4 : tensor<12xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<12xf32>
    %34 = stablehlo.reshape %33 : (tensor<12xf32>) -> tensor<3x4xf32>
    return %34 : tensor<3x4xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<1x2xui32>) -> tensor<1x12x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<12xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<12xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<12xui64>
    %9 = stablehlo.convert %6 : (tensor<12xui64>) -> tensor<12xui32>
    %10 = stablehlo.convert %8 : (tensor<12xui64>) -> tensor<12xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<12xui32>) -> tensor<1x12xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<12xui32>) -> tensor<1x12xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x12xui32>, tensor<1x12xui32>) -> (tensor<1x12xui32>, tensor<1x12xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x12xui32>) -> tensor<1x12x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x12xui32>) -> tensor<1x12x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x12x1xui32>, tensor<1x12x1xui32>) -> tensor<1x12x2xui32>
    return %18 : tensor<1x12x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x12xui32>, %arg3: tensor<1x12xui32>) -> (tensor<1x12xui32>, tensor<1x12xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x12xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x12xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x12xui32>, tensor<1x12xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1x12xui32>, %arg2: tensor<1x12xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x12xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x12xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x12xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x12xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x12xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x12xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x12xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x12xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x12xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x12xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x12xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x12xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x12xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x12xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x12xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x12xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x12xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x12xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x12xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x12xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x12xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x12xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x12xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<12x2xui32>) -> tensor<12x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<12x1xui32>, tensor<12x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<12x2xui32>, tensor<12x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<12x2xui32>) -> tensor<12x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<12x2xui32>) -> tensor<12x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<12x2x1xui32>, tensor<12x2x1xui32>) -> tensor<12x2x2xui32>
    return %18 : tensor<12x2x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<12x1xui32>, %arg1: tensor<12x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<12x2xui32>, tensor<12x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<12x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<12x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<12x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<12x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<12x2xui32>, tensor<12x2xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<12x2xui32>, %arg2: tensor<12x2xui32>, %arg3: tensor<12x1xui32>, %arg4: tensor<12x1xui32>, %arg5: tensor<12x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<12x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<12x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<12x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<12x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<12x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<12x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<12x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<12x2xui32>) -> tensor<12x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %15:2 = call @threefry2x32_4(%13, %14, %11, %12) : (tensor<12x1xui32>, tensor<12x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<12x3xui32>, tensor<12x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<12x3xui32>) -> tensor<12x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<12x3xui32>) -> tensor<12x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<12x3x1xui32>, tensor<12x3x1xui32>) -> tensor<12x3x2xui32>
    return %18 : tensor<12x3x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<12x1xui32>, %arg1: tensor<12x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<12x3xui32>, tensor<12x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<12x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<12x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<12x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<12x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<12x3xui32>, tensor<12x3xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<12x3xui32>, %arg2: tensor<12x3xui32>, %arg3: tensor<12x1xui32>, %arg4: tensor<12x1xui32>, %arg5: tensor<12x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<12x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<12x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<12x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<12x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<12x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<12x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<12x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<12x2xui32>) -> tensor<12xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<12x2xui32>) -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_normal_real(%arg0: tensor<12x2xui32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %1 = chlo.erf_inv %0 : tensor<12xf32> -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @_uniform(%arg0: tensor<12x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_6(%1, %3, %c, %c_0) : (tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %9 = stablehlo.or %7, %8 : tensor<12xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<12xui32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<12xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<12xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.add %15, %16 : tensor<12xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<12xf32>
    return %19 : tensor<12xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<12xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_7(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<12xui32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>, %arg4: tensor<12xui32>, %arg5: tensor<12xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12xui32>
    %9 = stablehlo.or %5, %8 : tensor<12xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12xui32>
    %19 = stablehlo.or %15, %18 : tensor<12xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12xui32>
    %29 = stablehlo.or %25, %28 : tensor<12xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12xui32>
    %39 = stablehlo.or %35, %38 : tensor<12xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<12xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<12xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %46 = stablehlo.add %42, %45 : tensor<12xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_8(%arg0: tensor<12x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xui32>) -> tensor<12xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_6(%3, %5, %c, %c_0) : (tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %11 = stablehlo.or %9, %10 : tensor<12xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<12xui32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<12xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<12xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.add %17, %18 : tensor<12xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<12xf32>
    return %21 : tensor<12xf32>
  }
  func.func private @_beta(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = call @_threefry_split_9(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.slice %2 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %2 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = call @_gamma_12(%4, %7) : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = call @_gamma_12(%6, %8) : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<5xf32>
    %12 = stablehlo.subtract %9, %11 : tensor<5xf32>
    %13 = stablehlo.exponential %12 : tensor<5xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<5xf32>
    %15 = stablehlo.exponential %14 : tensor<5xf32>
    %16 = stablehlo.add %13, %15 : tensor<5xf32>
    %17 = stablehlo.divide %13, %16 : tensor<5xf32>
    return %17 : tensor<5xf32>
  }
  func.func private @_threefry_split_9(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_10(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_gamma_12(%arg0: tensor<2xui32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_13(%0) : (tensor<1x2xui32>) -> tensor<1x5x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x5x2xui32>) -> tensor<5x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.compare GE, %arg1, %3, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<5xf32>
    %7 = stablehlo.select %4, %arg1, %6 : tensor<5xi1>, tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<5xf32>
    %10 = stablehlo.sqrt %9 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.divide %11, %10 : tensor<5xf32>
    %13 = call @_threefry_split_16(%2) : (tensor<5x2xui32>) -> tensor<5x2x2xui32>
    %14 = stablehlo.slice %13 [0:5, 0:1, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
    %16 = stablehlo.slice %13 [0:5, 1:2, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21:6 = stablehlo.while(%iterArg = %9, %iterArg_9 = %12, %iterArg_10 = %15, %iterArg_11 = %18, %iterArg_12 = %19, %iterArg_13 = %20) : tensor<5xf32>, tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %36 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<5xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %38 = stablehlo.multiply %37, %36 : tensor<5xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %40 = stablehlo.subtract %39, %38 : tensor<5xf32>
      %41 = stablehlo.compare GE, %iterArg_13, %40, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %42 = stablehlo.log %iterArg_13 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %44 = stablehlo.multiply %iterArg_11, %43 : tensor<5xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %46 = stablehlo.subtract %45, %iterArg_12 : tensor<5xf32>
      %47 = stablehlo.log %iterArg_12 : tensor<5xf32>
      %48 = stablehlo.add %46, %47 : tensor<5xf32>
      %49 = stablehlo.multiply %iterArg, %48 : tensor<5xf32>
      %50 = stablehlo.add %44, %49 : tensor<5xf32>
      %51 = stablehlo.compare GE, %42, %50, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %52 = stablehlo.and %41, %51 : tensor<5xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %53 = stablehlo.reduce(%52 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %36 = func.call @_threefry_split_19(%iterArg_10) : (tensor<5x2xui32>) -> tensor<5x3x2xui32>
      %37 = stablehlo.slice %36 [0:5, 0:1, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %39 = stablehlo.slice %36 [0:5, 1:2, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %41 = stablehlo.slice %36 [0:5, 2:3, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %42 = stablehlo.reshape %41 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %45:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %40, %iterArg_24 = %43, %iterArg_25 = %44) : tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %76 = stablehlo.compare LE, %iterArg_25, %75, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %77 = stablehlo.reduce(%76 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %75 = func.call @_threefry_split_16(%iterArg_23) : (tensor<5x2xui32>) -> tensor<5x2x2xui32>
        %76 = stablehlo.slice %75 [0:5, 0:1, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
        %78 = stablehlo.slice %75 [0:5, 1:2, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
        %79 = stablehlo.reshape %78 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
        %80 = func.call @_normal_22(%79) : (tensor<5x2xui32>) -> tensor<5xf32>
        %81 = stablehlo.multiply %80, %iterArg_22 : tensor<5xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %83 = stablehlo.add %82, %81 : tensor<5xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %85 = stablehlo.compare LE, %iterArg_25, %84, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
        %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5x2xi1>
        %87 = stablehlo.select %86, %77, %iterArg_23 : tensor<5x2xi1>, tensor<5x2xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
        %89 = stablehlo.select %88, %80, %iterArg_24 : tensor<5xi1>, tensor<5xf32>
        %90 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
        %91 = stablehlo.select %90, %83, %iterArg_25 : tensor<5xi1>, tensor<5xf32>
        stablehlo.return %iterArg_22, %87, %89, %91 : tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>
      }
      %46 = stablehlo.multiply %45#2, %45#2 : tensor<5xf32>
      %47 = stablehlo.multiply %45#3, %45#3 : tensor<5xf32>
      %48 = stablehlo.multiply %47, %45#3 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = func.call @_uniform_27(%42, %cst_16, %cst_17) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %50 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<5xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %54 = stablehlo.subtract %53, %52 : tensor<5xf32>
      %55 = stablehlo.compare GE, %iterArg_13, %54, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %56 = stablehlo.log %iterArg_13 : tensor<5xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %58 = stablehlo.multiply %iterArg_11, %57 : tensor<5xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %60 = stablehlo.subtract %59, %iterArg_12 : tensor<5xf32>
      %61 = stablehlo.log %iterArg_12 : tensor<5xf32>
      %62 = stablehlo.add %60, %61 : tensor<5xf32>
      %63 = stablehlo.multiply %iterArg, %62 : tensor<5xf32>
      %64 = stablehlo.add %58, %63 : tensor<5xf32>
      %65 = stablehlo.compare GE, %56, %64, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %66 = stablehlo.and %55, %65 : tensor<5xi1>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5x2xi1>
      %68 = stablehlo.select %67, %38, %iterArg_10 : tensor<5x2xi1>, tensor<5x2xui32>
      %69 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %70 = stablehlo.select %69, %46, %iterArg_11 : tensor<5xi1>, tensor<5xf32>
      %71 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %72 = stablehlo.select %71, %48, %iterArg_12 : tensor<5xi1>, tensor<5xf32>
      %73 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %74 = stablehlo.select %73, %49, %iterArg_13 : tensor<5xi1>, tensor<5xf32>
      stablehlo.return %iterArg, %iterArg_9, %68, %70, %72, %74 : tensor<5xf32>, tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }
    %22 = call @_exponential(%17) : (tensor<5x2xui32>) -> tensor<5xf32>
    %23 = stablehlo.negate %22 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %25 = stablehlo.compare EQ, %23, %24, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %26 = stablehlo.or %4, %25 : tensor<5xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %28 = stablehlo.divide %27, %arg1 : tensor<5xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %31 = stablehlo.select %26, %30, %29 : tensor<5xi1>, tensor<5xf32>
    %32 = stablehlo.log %9 : tensor<5xf32>
    %33 = stablehlo.log %21#4 : tensor<5xf32>
    %34 = stablehlo.add %32, %33 : tensor<5xf32>
    %35 = stablehlo.add %34, %31 : tensor<5xf32>
    return %35 : tensor<5xf32>
  }
  func.func private @_threefry_split_13(%arg0: tensor<1x2xui32>) -> tensor<1x5x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<5xui32>) -> tensor<1x5xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<5xui32>) -> tensor<1x5xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_14(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x5xui32>, tensor<1x5xui32>) -> (tensor<1x5xui32>, tensor<1x5xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x5xui32>) -> tensor<1x5x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x5xui32>) -> tensor<1x5x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x5x1xui32>, tensor<1x5x1xui32>) -> tensor<1x5x2xui32>
    return %18 : tensor<1x5x2xui32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x5xui32>, %arg3: tensor<1x5xui32>) -> (tensor<1x5xui32>, tensor<1x5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x5xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_15(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x5xui32>, tensor<1x5xui32>
  }
  func.func private @closed_call_15(%arg0: tensor<i32>, %arg1: tensor<1x5xui32>, %arg2: tensor<1x5xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x5xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x5xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x5xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x5xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_16(%arg0: tensor<5x2xui32>) -> tensor<5x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %15:2 = call @threefry2x32_17(%13, %14, %11, %12) : (tensor<5x1xui32>, tensor<5x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<5x2xui32>, tensor<5x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<5x2xui32>) -> tensor<5x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<5x2xui32>) -> tensor<5x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<5x2x1xui32>, tensor<5x2x1xui32>) -> tensor<5x2x2xui32>
    return %18 : tensor<5x2x2xui32>
  }
  func.func private @threefry2x32_17(%arg0: tensor<5x1xui32>, %arg1: tensor<5x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<5x2xui32>, tensor<5x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<5x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<5x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<5x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<5x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_18(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<5x2xui32>, tensor<5x2xui32>
  }
  func.func private @closed_call_18(%arg0: tensor<i32>, %arg1: tensor<5x2xui32>, %arg2: tensor<5x2xui32>, %arg3: tensor<5x1xui32>, %arg4: tensor<5x1xui32>, %arg5: tensor<5x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<5x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<5x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<5x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<5x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<5x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<5x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<5x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_19(%arg0: tensor<5x2xui32>) -> tensor<5x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %15:2 = call @threefry2x32_20(%13, %14, %11, %12) : (tensor<5x1xui32>, tensor<5x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<5x3xui32>, tensor<5x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<5x3x1xui32>, tensor<5x3x1xui32>) -> tensor<5x3x2xui32>
    return %18 : tensor<5x3x2xui32>
  }
  func.func private @threefry2x32_20(%arg0: tensor<5x1xui32>, %arg1: tensor<5x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<5x3xui32>, tensor<5x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<5x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<5x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<5x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<5x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_21(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<5x3xui32>, tensor<5x3xui32>
  }
  func.func private @closed_call_21(%arg0: tensor<i32>, %arg1: tensor<5x3xui32>, %arg2: tensor<5x3xui32>, %arg3: tensor<5x1xui32>, %arg4: tensor<5x1xui32>, %arg5: tensor<5x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<5x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<5x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<5x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<5x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<5x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<5x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<5x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_22(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %0 = call @_normal_real_23(%arg0) : (tensor<5x2xui32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_normal_real_23(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_24(%arg0, %cst, %cst_0) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = chlo.erf_inv %0 : tensor<5xf32> -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<5xf32>
    return %3 : tensor<5xf32>
  }
  func.func private @_uniform_24(%arg0: tensor<5x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_25(%1, %3, %c, %c_0) : (tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.or %7, %8 : tensor<5xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<5xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.add %15, %16 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<5xf32>
    return %19 : tensor<5xf32>
  }
  func.func private @threefry2x32_25(%arg0: tensor<5xui32>, %arg1: tensor<5xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<5xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_26(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call_26(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>, %arg4: tensor<5xui32>, %arg5: tensor<5xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<5xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %46 = stablehlo.add %42, %45 : tensor<5xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_27(%arg0: tensor<5x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<5x1xui32>) -> tensor<5xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_25(%3, %5, %c, %c_0) : (tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %11 = stablehlo.or %9, %10 : tensor<5xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<5xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.add %17, %18 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<5xf32>
    return %21 : tensor<5xf32>
  }
  func.func private @_exponential(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_27(%arg0, %cst, %cst_0) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.negate %0 : tensor<5xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<5xf32>
    %3 = stablehlo.negate %2 : tensor<5xf32>
    return %3 : tensor<5xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40xf64>) -> (tensor<40xf64> {jax.result_info = "result[0]"}, tensor<40xf64> {jax.result_info = "result[1]"}, tensor<40xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.abs %arg0 : tensor<40xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %4 = stablehlo.multiply %1, %0 : tensor<40xf64>
    %5 = stablehlo.subtract %4, %2 : tensor<40xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %9 = stablehlo.multiply %5, %6 : tensor<40xf64>
    %10 = stablehlo.subtract %9, %7 : tensor<40xf64>
    %cst_5 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %12 = stablehlo.add %10, %11 : tensor<40xf64>
    %13 = stablehlo.multiply %5, %12 : tensor<40xf64>
    %14 = stablehlo.subtract %13, %6 : tensor<40xf64>
    %cst_6 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %16 = stablehlo.add %14, %15 : tensor<40xf64>
    %17 = stablehlo.multiply %5, %16 : tensor<40xf64>
    %18 = stablehlo.subtract %17, %12 : tensor<40xf64>
    %cst_7 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %20 = stablehlo.add %18, %19 : tensor<40xf64>
    %21 = stablehlo.multiply %5, %20 : tensor<40xf64>
    %22 = stablehlo.subtract %21, %16 : tensor<40xf64>
    %cst_8 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %24 = stablehlo.add %22, %23 : tensor<40xf64>
    %25 = stablehlo.multiply %5, %24 : tensor<40xf64>
    %26 = stablehlo.subtract %25, %20 : tensor<40xf64>
    %cst_9 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %28 = stablehlo.add %26, %27 : tensor<40xf64>
    %29 = stablehlo.multiply %5, %28 : tensor<40xf64>
    %30 = stablehlo.subtract %29, %24 : tensor<40xf64>
    %cst_10 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %32 = stablehlo.add %30, %31 : tensor<40xf64>
    %33 = stablehlo.multiply %5, %32 : tensor<40xf64>
    %34 = stablehlo.subtract %33, %28 : tensor<40xf64>
    %cst_11 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %36 = stablehlo.add %34, %35 : tensor<40xf64>
    %37 = stablehlo.multiply %5, %36 : tensor<40xf64>
    %38 = stablehlo.subtract %37, %32 : tensor<40xf64>
    %cst_12 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %40 = stablehlo.add %38, %39 : tensor<40xf64>
    %41 = stablehlo.multiply %5, %40 : tensor<40xf64>
    %42 = stablehlo.subtract %41, %36 : tensor<40xf64>
    %cst_13 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %44 = stablehlo.add %42, %43 : tensor<40xf64>
    %45 = stablehlo.multiply %5, %44 : tensor<40xf64>
    %46 = stablehlo.subtract %45, %40 : tensor<40xf64>
    %cst_14 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %48 = stablehlo.add %46, %47 : tensor<40xf64>
    %49 = stablehlo.multiply %5, %48 : tensor<40xf64>
    %50 = stablehlo.subtract %49, %44 : tensor<40xf64>
    %cst_15 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %52 = stablehlo.add %50, %51 : tensor<40xf64>
    %53 = stablehlo.multiply %5, %52 : tensor<40xf64>
    %54 = stablehlo.subtract %53, %48 : tensor<40xf64>
    %cst_16 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %56 = stablehlo.add %54, %55 : tensor<40xf64>
    %57 = stablehlo.multiply %5, %56 : tensor<40xf64>
    %58 = stablehlo.subtract %57, %52 : tensor<40xf64>
    %cst_17 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %60 = stablehlo.add %58, %59 : tensor<40xf64>
    %61 = stablehlo.multiply %5, %60 : tensor<40xf64>
    %62 = stablehlo.subtract %61, %56 : tensor<40xf64>
    %cst_18 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %64 = stablehlo.add %62, %63 : tensor<40xf64>
    %65 = stablehlo.multiply %5, %64 : tensor<40xf64>
    %66 = stablehlo.subtract %65, %60 : tensor<40xf64>
    %cst_19 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %68 = stablehlo.add %66, %67 : tensor<40xf64>
    %69 = stablehlo.multiply %5, %68 : tensor<40xf64>
    %70 = stablehlo.subtract %69, %64 : tensor<40xf64>
    %cst_20 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %72 = stablehlo.add %70, %71 : tensor<40xf64>
    %73 = stablehlo.multiply %5, %72 : tensor<40xf64>
    %74 = stablehlo.subtract %73, %68 : tensor<40xf64>
    %cst_21 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %76 = stablehlo.add %74, %75 : tensor<40xf64>
    %77 = stablehlo.multiply %5, %76 : tensor<40xf64>
    %78 = stablehlo.subtract %77, %72 : tensor<40xf64>
    %cst_22 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %80 = stablehlo.add %78, %79 : tensor<40xf64>
    %81 = stablehlo.multiply %5, %80 : tensor<40xf64>
    %82 = stablehlo.subtract %81, %76 : tensor<40xf64>
    %cst_23 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %84 = stablehlo.add %82, %83 : tensor<40xf64>
    %85 = stablehlo.multiply %5, %84 : tensor<40xf64>
    %86 = stablehlo.subtract %85, %80 : tensor<40xf64>
    %cst_24 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %88 = stablehlo.add %86, %87 : tensor<40xf64>
    %89 = stablehlo.multiply %5, %88 : tensor<40xf64>
    %90 = stablehlo.subtract %89, %84 : tensor<40xf64>
    %cst_25 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %92 = stablehlo.add %90, %91 : tensor<40xf64>
    %93 = stablehlo.multiply %5, %92 : tensor<40xf64>
    %94 = stablehlo.subtract %93, %88 : tensor<40xf64>
    %cst_26 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %96 = stablehlo.add %94, %95 : tensor<40xf64>
    %97 = stablehlo.multiply %5, %96 : tensor<40xf64>
    %98 = stablehlo.subtract %97, %92 : tensor<40xf64>
    %cst_27 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %100 = stablehlo.add %98, %99 : tensor<40xf64>
    %101 = stablehlo.multiply %5, %100 : tensor<40xf64>
    %102 = stablehlo.subtract %101, %96 : tensor<40xf64>
    %cst_28 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %104 = stablehlo.add %102, %103 : tensor<40xf64>
    %105 = stablehlo.multiply %5, %104 : tensor<40xf64>
    %106 = stablehlo.subtract %105, %100 : tensor<40xf64>
    %cst_29 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %108 = stablehlo.add %106, %107 : tensor<40xf64>
    %109 = stablehlo.multiply %5, %108 : tensor<40xf64>
    %110 = stablehlo.subtract %109, %104 : tensor<40xf64>
    %cst_30 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %112 = stablehlo.add %110, %111 : tensor<40xf64>
    %113 = stablehlo.multiply %5, %112 : tensor<40xf64>
    %114 = stablehlo.subtract %113, %108 : tensor<40xf64>
    %cst_31 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %115 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %116 = stablehlo.add %114, %115 : tensor<40xf64>
    %117 = stablehlo.multiply %5, %116 : tensor<40xf64>
    %118 = stablehlo.subtract %117, %112 : tensor<40xf64>
    %cst_32 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %119 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %120 = stablehlo.add %118, %119 : tensor<40xf64>
    %121 = stablehlo.multiply %5, %120 : tensor<40xf64>
    %122 = stablehlo.subtract %121, %116 : tensor<40xf64>
    %cst_33 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %123 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %124 = stablehlo.add %122, %123 : tensor<40xf64>
    %125 = stablehlo.multiply %5, %124 : tensor<40xf64>
    %126 = stablehlo.subtract %125, %120 : tensor<40xf64>
    %cst_34 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %128 = stablehlo.add %126, %127 : tensor<40xf64>
    %129 = stablehlo.subtract %128, %120 : tensor<40xf64>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %131 = stablehlo.multiply %130, %129 : tensor<40xf64>
    %132 = stablehlo.divide %3, %0 : tensor<40xf64>
    %133 = stablehlo.subtract %132, %2 : tensor<40xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %134 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %137 = stablehlo.multiply %133, %134 : tensor<40xf64>
    %138 = stablehlo.subtract %137, %135 : tensor<40xf64>
    %cst_39 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %140 = stablehlo.add %138, %139 : tensor<40xf64>
    %141 = stablehlo.multiply %133, %140 : tensor<40xf64>
    %142 = stablehlo.subtract %141, %134 : tensor<40xf64>
    %cst_40 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %144 = stablehlo.add %142, %143 : tensor<40xf64>
    %145 = stablehlo.multiply %133, %144 : tensor<40xf64>
    %146 = stablehlo.subtract %145, %140 : tensor<40xf64>
    %cst_41 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %147 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %148 = stablehlo.add %146, %147 : tensor<40xf64>
    %149 = stablehlo.multiply %133, %148 : tensor<40xf64>
    %150 = stablehlo.subtract %149, %144 : tensor<40xf64>
    %cst_42 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %151 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %152 = stablehlo.add %150, %151 : tensor<40xf64>
    %153 = stablehlo.multiply %133, %152 : tensor<40xf64>
    %154 = stablehlo.subtract %153, %148 : tensor<40xf64>
    %cst_43 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %155 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %156 = stablehlo.add %154, %155 : tensor<40xf64>
    %157 = stablehlo.multiply %133, %156 : tensor<40xf64>
    %158 = stablehlo.subtract %157, %152 : tensor<40xf64>
    %cst_44 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %160 = stablehlo.add %158, %159 : tensor<40xf64>
    %161 = stablehlo.multiply %133, %160 : tensor<40xf64>
    %162 = stablehlo.subtract %161, %156 : tensor<40xf64>
    %cst_45 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %164 = stablehlo.add %162, %163 : tensor<40xf64>
    %165 = stablehlo.multiply %133, %164 : tensor<40xf64>
    %166 = stablehlo.subtract %165, %160 : tensor<40xf64>
    %cst_46 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %168 = stablehlo.add %166, %167 : tensor<40xf64>
    %169 = stablehlo.multiply %133, %168 : tensor<40xf64>
    %170 = stablehlo.subtract %169, %164 : tensor<40xf64>
    %cst_47 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %171 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %172 = stablehlo.add %170, %171 : tensor<40xf64>
    %173 = stablehlo.multiply %133, %172 : tensor<40xf64>
    %174 = stablehlo.subtract %173, %168 : tensor<40xf64>
    %cst_48 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %176 = stablehlo.add %174, %175 : tensor<40xf64>
    %177 = stablehlo.multiply %133, %176 : tensor<40xf64>
    %178 = stablehlo.subtract %177, %172 : tensor<40xf64>
    %cst_49 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %179 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %180 = stablehlo.add %178, %179 : tensor<40xf64>
    %181 = stablehlo.multiply %133, %180 : tensor<40xf64>
    %182 = stablehlo.subtract %181, %176 : tensor<40xf64>
    %cst_50 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %184 = stablehlo.add %182, %183 : tensor<40xf64>
    %185 = stablehlo.multiply %133, %184 : tensor<40xf64>
    %186 = stablehlo.subtract %185, %180 : tensor<40xf64>
    %cst_51 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %187 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %188 = stablehlo.add %186, %187 : tensor<40xf64>
    %189 = stablehlo.multiply %133, %188 : tensor<40xf64>
    %190 = stablehlo.subtract %189, %184 : tensor<40xf64>
    %cst_52 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %191 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %192 = stablehlo.add %190, %191 : tensor<40xf64>
    %193 = stablehlo.multiply %133, %192 : tensor<40xf64>
    %194 = stablehlo.subtract %193, %188 : tensor<40xf64>
    %cst_53 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %196 = stablehlo.add %194, %195 : tensor<40xf64>
    %197 = stablehlo.multiply %133, %196 : tensor<40xf64>
    %198 = stablehlo.subtract %197, %192 : tensor<40xf64>
    %cst_54 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %199 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %200 = stablehlo.add %198, %199 : tensor<40xf64>
    %201 = stablehlo.multiply %133, %200 : tensor<40xf64>
    %202 = stablehlo.subtract %201, %196 : tensor<40xf64>
    %cst_55 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %203 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %204 = stablehlo.add %202, %203 : tensor<40xf64>
    %205 = stablehlo.multiply %133, %204 : tensor<40xf64>
    %206 = stablehlo.subtract %205, %200 : tensor<40xf64>
    %cst_56 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %207 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %208 = stablehlo.add %206, %207 : tensor<40xf64>
    %209 = stablehlo.multiply %133, %208 : tensor<40xf64>
    %210 = stablehlo.subtract %209, %204 : tensor<40xf64>
    %cst_57 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %211 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %212 = stablehlo.add %210, %211 : tensor<40xf64>
    %213 = stablehlo.multiply %133, %212 : tensor<40xf64>
    %214 = stablehlo.subtract %213, %208 : tensor<40xf64>
    %cst_58 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %215 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %216 = stablehlo.add %214, %215 : tensor<40xf64>
    %217 = stablehlo.multiply %133, %216 : tensor<40xf64>
    %218 = stablehlo.subtract %217, %212 : tensor<40xf64>
    %cst_59 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %219 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %220 = stablehlo.add %218, %219 : tensor<40xf64>
    %221 = stablehlo.multiply %133, %220 : tensor<40xf64>
    %222 = stablehlo.subtract %221, %216 : tensor<40xf64>
    %cst_60 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %223 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %224 = stablehlo.add %222, %223 : tensor<40xf64>
    %225 = stablehlo.multiply %133, %224 : tensor<40xf64>
    %226 = stablehlo.subtract %225, %220 : tensor<40xf64>
    %cst_61 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %227 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %228 = stablehlo.add %226, %227 : tensor<40xf64>
    %229 = stablehlo.multiply %133, %228 : tensor<40xf64>
    %230 = stablehlo.subtract %229, %224 : tensor<40xf64>
    %cst_62 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %231 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %232 = stablehlo.add %230, %231 : tensor<40xf64>
    %233 = stablehlo.multiply %133, %232 : tensor<40xf64>
    %234 = stablehlo.subtract %233, %228 : tensor<40xf64>
    %cst_63 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %235 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %236 = stablehlo.add %234, %235 : tensor<40xf64>
    %237 = stablehlo.subtract %236, %228 : tensor<40xf64>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %238 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %239 = stablehlo.multiply %238, %237 : tensor<40xf64>
    %240 = stablehlo.sqrt %0 : tensor<40xf64>
    %241 = stablehlo.divide %239, %240 : tensor<40xf64>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %242 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %243 = stablehlo.compare LE, %0, %242, FLOAT : (tensor<40xf64>, tensor<40xf64>) -> tensor<40xi1>
    %244 = stablehlo.select %243, %131, %241 : tensor<40xi1>, tensor<40xf64>
    %245 = chlo.bessel_i1e %arg0 : tensor<40xf64> -> tensor<40xf64>
    %cst_66 = stablehlo.constant dense<1.000000e+01> : tensor<f64>
    %246 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %247 = stablehlo.divide %arg0, %246 : tensor<40xf64>
    %248 = stablehlo.abs %247 : tensor<40xf64>
    %249 = stablehlo.exponential %248 : tensor<40xf64>
    %250 = stablehlo.abs %247 : tensor<40xf64>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %251 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %252 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_69 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %253 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %254 = stablehlo.multiply %251, %250 : tensor<40xf64>
    %255 = stablehlo.subtract %254, %252 : tensor<40xf64>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %256 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %257 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %258 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %259 = stablehlo.multiply %255, %256 : tensor<40xf64>
    %260 = stablehlo.subtract %259, %257 : tensor<40xf64>
    %cst_73 = stablehlo.constant dense<-4.4153416464793395E-18> : tensor<f64>
    %261 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %262 = stablehlo.add %260, %261 : tensor<40xf64>
    %263 = stablehlo.multiply %255, %262 : tensor<40xf64>
    %264 = stablehlo.subtract %263, %256 : tensor<40xf64>
    %cst_74 = stablehlo.constant dense<3.3307945188222384E-17> : tensor<f64>
    %265 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %266 = stablehlo.add %264, %265 : tensor<40xf64>
    %267 = stablehlo.multiply %255, %266 : tensor<40xf64>
    %268 = stablehlo.subtract %267, %262 : tensor<40xf64>
    %cst_75 = stablehlo.constant dense<-2.4312798465479549E-16> : tensor<f64>
    %269 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %270 = stablehlo.add %268, %269 : tensor<40xf64>
    %271 = stablehlo.multiply %255, %270 : tensor<40xf64>
    %272 = stablehlo.subtract %271, %266 : tensor<40xf64>
    %cst_76 = stablehlo.constant dense<1.7153912855551331E-15> : tensor<f64>
    %273 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %274 = stablehlo.add %272, %273 : tensor<40xf64>
    %275 = stablehlo.multiply %255, %274 : tensor<40xf64>
    %276 = stablehlo.subtract %275, %270 : tensor<40xf64>
    %cst_77 = stablehlo.constant dense<-1.1685332877993451E-14> : tensor<f64>
    %277 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %278 = stablehlo.add %276, %277 : tensor<40xf64>
    %279 = stablehlo.multiply %255, %278 : tensor<40xf64>
    %280 = stablehlo.subtract %279, %274 : tensor<40xf64>
    %cst_78 = stablehlo.constant dense<7.6761854986049361E-14> : tensor<f64>
    %281 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %282 = stablehlo.add %280, %281 : tensor<40xf64>
    %283 = stablehlo.multiply %255, %282 : tensor<40xf64>
    %284 = stablehlo.subtract %283, %278 : tensor<40xf64>
    %cst_79 = stablehlo.constant dense<-4.856446783111929E-13> : tensor<f64>
    %285 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %286 = stablehlo.add %284, %285 : tensor<40xf64>
    %287 = stablehlo.multiply %255, %286 : tensor<40xf64>
    %288 = stablehlo.subtract %287, %282 : tensor<40xf64>
    %cst_80 = stablehlo.constant dense<2.9550526631296399E-12> : tensor<f64>
    %289 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %290 = stablehlo.add %288, %289 : tensor<40xf64>
    %291 = stablehlo.multiply %255, %290 : tensor<40xf64>
    %292 = stablehlo.subtract %291, %286 : tensor<40xf64>
    %cst_81 = stablehlo.constant dense<-1.7268262914415559E-11> : tensor<f64>
    %293 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %294 = stablehlo.add %292, %293 : tensor<40xf64>
    %295 = stablehlo.multiply %255, %294 : tensor<40xf64>
    %296 = stablehlo.subtract %295, %290 : tensor<40xf64>
    %cst_82 = stablehlo.constant dense<9.6758090353732369E-11> : tensor<f64>
    %297 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %298 = stablehlo.add %296, %297 : tensor<40xf64>
    %299 = stablehlo.multiply %255, %298 : tensor<40xf64>
    %300 = stablehlo.subtract %299, %294 : tensor<40xf64>
    %cst_83 = stablehlo.constant dense<-5.1897956016352627E-10> : tensor<f64>
    %301 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %302 = stablehlo.add %300, %301 : tensor<40xf64>
    %303 = stablehlo.multiply %255, %302 : tensor<40xf64>
    %304 = stablehlo.subtract %303, %298 : tensor<40xf64>
    %cst_84 = stablehlo.constant dense<2.6598237246823866E-9> : tensor<f64>
    %305 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %306 = stablehlo.add %304, %305 : tensor<40xf64>
    %307 = stablehlo.multiply %255, %306 : tensor<40xf64>
    %308 = stablehlo.subtract %307, %302 : tensor<40xf64>
    %cst_85 = stablehlo.constant dense<-1.300025009986248E-8> : tensor<f64>
    %309 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %310 = stablehlo.add %308, %309 : tensor<40xf64>
    %311 = stablehlo.multiply %255, %310 : tensor<40xf64>
    %312 = stablehlo.subtract %311, %306 : tensor<40xf64>
    %cst_86 = stablehlo.constant dense<6.0469950225419186E-8> : tensor<f64>
    %313 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %314 = stablehlo.add %312, %313 : tensor<40xf64>
    %315 = stablehlo.multiply %255, %314 : tensor<40xf64>
    %316 = stablehlo.subtract %315, %310 : tensor<40xf64>
    %cst_87 = stablehlo.constant dense<-2.6707938539406119E-7> : tensor<f64>
    %317 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %318 = stablehlo.add %316, %317 : tensor<40xf64>
    %319 = stablehlo.multiply %255, %318 : tensor<40xf64>
    %320 = stablehlo.subtract %319, %314 : tensor<40xf64>
    %cst_88 = stablehlo.constant dense<1.1173875391201037E-6> : tensor<f64>
    %321 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %322 = stablehlo.add %320, %321 : tensor<40xf64>
    %323 = stablehlo.multiply %255, %322 : tensor<40xf64>
    %324 = stablehlo.subtract %323, %318 : tensor<40xf64>
    %cst_89 = stablehlo.constant dense<-4.4167383584587505E-6> : tensor<f64>
    %325 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %326 = stablehlo.add %324, %325 : tensor<40xf64>
    %327 = stablehlo.multiply %255, %326 : tensor<40xf64>
    %328 = stablehlo.subtract %327, %322 : tensor<40xf64>
    %cst_90 = stablehlo.constant dense<1.6448448070728896E-5> : tensor<f64>
    %329 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %330 = stablehlo.add %328, %329 : tensor<40xf64>
    %331 = stablehlo.multiply %255, %330 : tensor<40xf64>
    %332 = stablehlo.subtract %331, %326 : tensor<40xf64>
    %cst_91 = stablehlo.constant dense<-5.754195010082104E-5> : tensor<f64>
    %333 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %334 = stablehlo.add %332, %333 : tensor<40xf64>
    %335 = stablehlo.multiply %255, %334 : tensor<40xf64>
    %336 = stablehlo.subtract %335, %330 : tensor<40xf64>
    %cst_92 = stablehlo.constant dense<1.8850288509584165E-4> : tensor<f64>
    %337 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %338 = stablehlo.add %336, %337 : tensor<40xf64>
    %339 = stablehlo.multiply %255, %338 : tensor<40xf64>
    %340 = stablehlo.subtract %339, %334 : tensor<40xf64>
    %cst_93 = stablehlo.constant dense<-5.7637557453858236E-4> : tensor<f64>
    %341 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %342 = stablehlo.add %340, %341 : tensor<40xf64>
    %343 = stablehlo.multiply %255, %342 : tensor<40xf64>
    %344 = stablehlo.subtract %343, %338 : tensor<40xf64>
    %cst_94 = stablehlo.constant dense<0.0016394756169413357> : tensor<f64>
    %345 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %346 = stablehlo.add %344, %345 : tensor<40xf64>
    %347 = stablehlo.multiply %255, %346 : tensor<40xf64>
    %348 = stablehlo.subtract %347, %342 : tensor<40xf64>
    %cst_95 = stablehlo.constant dense<-0.0043243099950505759> : tensor<f64>
    %349 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %350 = stablehlo.add %348, %349 : tensor<40xf64>
    %351 = stablehlo.multiply %255, %350 : tensor<40xf64>
    %352 = stablehlo.subtract %351, %346 : tensor<40xf64>
    %cst_96 = stablehlo.constant dense<0.010546460394594998> : tensor<f64>
    %353 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %354 = stablehlo.add %352, %353 : tensor<40xf64>
    %355 = stablehlo.multiply %255, %354 : tensor<40xf64>
    %356 = stablehlo.subtract %355, %350 : tensor<40xf64>
    %cst_97 = stablehlo.constant dense<-0.023737414805899471> : tensor<f64>
    %357 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %358 = stablehlo.add %356, %357 : tensor<40xf64>
    %359 = stablehlo.multiply %255, %358 : tensor<40xf64>
    %360 = stablehlo.subtract %359, %354 : tensor<40xf64>
    %cst_98 = stablehlo.constant dense<0.049305284239670712> : tensor<f64>
    %361 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %362 = stablehlo.add %360, %361 : tensor<40xf64>
    %363 = stablehlo.multiply %255, %362 : tensor<40xf64>
    %364 = stablehlo.subtract %363, %358 : tensor<40xf64>
    %cst_99 = stablehlo.constant dense<-0.094901097048047639> : tensor<f64>
    %365 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %366 = stablehlo.add %364, %365 : tensor<40xf64>
    %367 = stablehlo.multiply %255, %366 : tensor<40xf64>
    %368 = stablehlo.subtract %367, %362 : tensor<40xf64>
    %cst_100 = stablehlo.constant dense<0.17162090152220877> : tensor<f64>
    %369 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %370 = stablehlo.add %368, %369 : tensor<40xf64>
    %371 = stablehlo.multiply %255, %370 : tensor<40xf64>
    %372 = stablehlo.subtract %371, %366 : tensor<40xf64>
    %cst_101 = stablehlo.constant dense<-0.3046826723431984> : tensor<f64>
    %373 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %374 = stablehlo.add %372, %373 : tensor<40xf64>
    %375 = stablehlo.multiply %255, %374 : tensor<40xf64>
    %376 = stablehlo.subtract %375, %370 : tensor<40xf64>
    %cst_102 = stablehlo.constant dense<0.67679527440947607> : tensor<f64>
    %377 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %378 = stablehlo.add %376, %377 : tensor<40xf64>
    %379 = stablehlo.subtract %378, %370 : tensor<40xf64>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %380 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %381 = stablehlo.multiply %380, %379 : tensor<40xf64>
    %382 = stablehlo.divide %253, %250 : tensor<40xf64>
    %383 = stablehlo.subtract %382, %252 : tensor<40xf64>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %384 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %385 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %386 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %387 = stablehlo.multiply %383, %384 : tensor<40xf64>
    %388 = stablehlo.subtract %387, %385 : tensor<40xf64>
    %cst_107 = stablehlo.constant dense<-7.2331804878747538E-18> : tensor<f64>
    %389 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %390 = stablehlo.add %388, %389 : tensor<40xf64>
    %391 = stablehlo.multiply %383, %390 : tensor<40xf64>
    %392 = stablehlo.subtract %391, %384 : tensor<40xf64>
    %cst_108 = stablehlo.constant dense<-4.8305044859441819E-18> : tensor<f64>
    %393 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %394 = stablehlo.add %392, %393 : tensor<40xf64>
    %395 = stablehlo.multiply %383, %394 : tensor<40xf64>
    %396 = stablehlo.subtract %395, %390 : tensor<40xf64>
    %cst_109 = stablehlo.constant dense<4.4656214202967598E-17> : tensor<f64>
    %397 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %398 = stablehlo.add %396, %397 : tensor<40xf64>
    %399 = stablehlo.multiply %383, %398 : tensor<40xf64>
    %400 = stablehlo.subtract %399, %394 : tensor<40xf64>
    %cst_110 = stablehlo.constant dense<3.4612228676974612E-17> : tensor<f64>
    %401 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %402 = stablehlo.add %400, %401 : tensor<40xf64>
    %403 = stablehlo.multiply %383, %402 : tensor<40xf64>
    %404 = stablehlo.subtract %403, %398 : tensor<40xf64>
    %cst_111 = stablehlo.constant dense<-2.8276239805165836E-16> : tensor<f64>
    %405 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %406 = stablehlo.add %404, %405 : tensor<40xf64>
    %407 = stablehlo.multiply %383, %406 : tensor<40xf64>
    %408 = stablehlo.subtract %407, %402 : tensor<40xf64>
    %cst_112 = stablehlo.constant dense<-3.425485619677219E-16> : tensor<f64>
    %409 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %410 = stablehlo.add %408, %409 : tensor<40xf64>
    %411 = stablehlo.multiply %383, %410 : tensor<40xf64>
    %412 = stablehlo.subtract %411, %406 : tensor<40xf64>
    %cst_113 = stablehlo.constant dense<1.7725601330565263E-15> : tensor<f64>
    %413 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %414 = stablehlo.add %412, %413 : tensor<40xf64>
    %415 = stablehlo.multiply %383, %414 : tensor<40xf64>
    %416 = stablehlo.subtract %415, %410 : tensor<40xf64>
    %cst_114 = stablehlo.constant dense<3.8116806693526224E-15> : tensor<f64>
    %417 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %418 = stablehlo.add %416, %417 : tensor<40xf64>
    %419 = stablehlo.multiply %383, %418 : tensor<40xf64>
    %420 = stablehlo.subtract %419, %414 : tensor<40xf64>
    %cst_115 = stablehlo.constant dense<-9.5548466988283073E-15> : tensor<f64>
    %421 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %422 = stablehlo.add %420, %421 : tensor<40xf64>
    %423 = stablehlo.multiply %383, %422 : tensor<40xf64>
    %424 = stablehlo.subtract %423, %418 : tensor<40xf64>
    %cst_116 = stablehlo.constant dense<-4.1505693472872222E-14> : tensor<f64>
    %425 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %426 = stablehlo.add %424, %425 : tensor<40xf64>
    %427 = stablehlo.multiply %383, %426 : tensor<40xf64>
    %428 = stablehlo.subtract %427, %422 : tensor<40xf64>
    %cst_117 = stablehlo.constant dense<1.54008621752141E-14> : tensor<f64>
    %429 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %430 = stablehlo.add %428, %429 : tensor<40xf64>
    %431 = stablehlo.multiply %383, %430 : tensor<40xf64>
    %432 = stablehlo.subtract %431, %426 : tensor<40xf64>
    %cst_118 = stablehlo.constant dense<3.8527783827421426E-13> : tensor<f64>
    %433 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %434 = stablehlo.add %432, %433 : tensor<40xf64>
    %435 = stablehlo.multiply %383, %434 : tensor<40xf64>
    %436 = stablehlo.subtract %435, %430 : tensor<40xf64>
    %cst_119 = stablehlo.constant dense<7.180124451383666E-13> : tensor<f64>
    %437 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %438 = stablehlo.add %436, %437 : tensor<40xf64>
    %439 = stablehlo.multiply %383, %438 : tensor<40xf64>
    %440 = stablehlo.subtract %439, %434 : tensor<40xf64>
    %cst_120 = stablehlo.constant dense<-1.7941785315068062E-12> : tensor<f64>
    %441 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %442 = stablehlo.add %440, %441 : tensor<40xf64>
    %443 = stablehlo.multiply %383, %442 : tensor<40xf64>
    %444 = stablehlo.subtract %443, %438 : tensor<40xf64>
    %cst_121 = stablehlo.constant dense<-1.3215811840447713E-11> : tensor<f64>
    %445 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %446 = stablehlo.add %444, %445 : tensor<40xf64>
    %447 = stablehlo.multiply %383, %446 : tensor<40xf64>
    %448 = stablehlo.subtract %447, %442 : tensor<40xf64>
    %cst_122 = stablehlo.constant dense<-3.1499165279632416E-11> : tensor<f64>
    %449 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %450 = stablehlo.add %448, %449 : tensor<40xf64>
    %451 = stablehlo.multiply %383, %450 : tensor<40xf64>
    %452 = stablehlo.subtract %451, %446 : tensor<40xf64>
    %cst_123 = stablehlo.constant dense<1.1889147107846439E-11> : tensor<f64>
    %453 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %454 = stablehlo.add %452, %453 : tensor<40xf64>
    %455 = stablehlo.multiply %383, %454 : tensor<40xf64>
    %456 = stablehlo.subtract %455, %450 : tensor<40xf64>
    %cst_124 = stablehlo.constant dense<4.9406023882249701E-10> : tensor<f64>
    %457 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %458 = stablehlo.add %456, %457 : tensor<40xf64>
    %459 = stablehlo.multiply %383, %458 : tensor<40xf64>
    %460 = stablehlo.subtract %459, %454 : tensor<40xf64>
    %cst_125 = stablehlo.constant dense<3.3962320257083865E-9> : tensor<f64>
    %461 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %462 = stablehlo.add %460, %461 : tensor<40xf64>
    %463 = stablehlo.multiply %383, %462 : tensor<40xf64>
    %464 = stablehlo.subtract %463, %458 : tensor<40xf64>
    %cst_126 = stablehlo.constant dense<2.266668990498178E-8> : tensor<f64>
    %465 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %466 = stablehlo.add %464, %465 : tensor<40xf64>
    %467 = stablehlo.multiply %383, %466 : tensor<40xf64>
    %468 = stablehlo.subtract %467, %462 : tensor<40xf64>
    %cst_127 = stablehlo.constant dense<2.0489185894690638E-7> : tensor<f64>
    %469 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %470 = stablehlo.add %468, %469 : tensor<40xf64>
    %471 = stablehlo.multiply %383, %470 : tensor<40xf64>
    %472 = stablehlo.subtract %471, %466 : tensor<40xf64>
    %cst_128 = stablehlo.constant dense<2.8913705208347567E-6> : tensor<f64>
    %473 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %474 = stablehlo.add %472, %473 : tensor<40xf64>
    %475 = stablehlo.multiply %383, %474 : tensor<40xf64>
    %476 = stablehlo.subtract %475, %470 : tensor<40xf64>
    %cst_129 = stablehlo.constant dense<6.8897583469168245E-5> : tensor<f64>
    %477 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %478 = stablehlo.add %476, %477 : tensor<40xf64>
    %479 = stablehlo.multiply %383, %478 : tensor<40xf64>
    %480 = stablehlo.subtract %479, %474 : tensor<40xf64>
    %cst_130 = stablehlo.constant dense<0.0033691164782556943> : tensor<f64>
    %481 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %482 = stablehlo.add %480, %481 : tensor<40xf64>
    %483 = stablehlo.multiply %383, %482 : tensor<40xf64>
    %484 = stablehlo.subtract %483, %478 : tensor<40xf64>
    %cst_131 = stablehlo.constant dense<0.80449041101410879> : tensor<f64>
    %485 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %486 = stablehlo.add %484, %485 : tensor<40xf64>
    %487 = stablehlo.subtract %486, %478 : tensor<40xf64>
    %cst_132 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %488 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %489 = stablehlo.multiply %488, %487 : tensor<40xf64>
    %490 = stablehlo.sqrt %250 : tensor<40xf64>
    %491 = stablehlo.divide %489, %490 : tensor<40xf64>
    %cst_133 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %492 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %493 = stablehlo.compare LE, %250, %492, FLOAT : (tensor<40xf64>, tensor<40xf64>) -> tensor<40xi1>
    %494 = stablehlo.select %493, %381, %491 : tensor<40xi1>, tensor<40xf64>
    %495 = stablehlo.multiply %249, %494 : tensor<40xf64>
    return %244, %245, %495 : tensor<40xf64>, tensor<40xf64>, tensor<40xf64>
  }
}

//! Unit tests for dot, convolution, FFT, factorizations and batch norm on hand-computed
//! values, calling the op functions directly on built instructions.

use crate::{batch_norm, conv, fft, linalg};
use kiln_hlo::{
    ArrayData, ArrayLiteral, ConvDims, DotDims, F32Attr, FftType, Instruction, Literal, Opcode,
    PrimitiveType, Shape, TriangularTranspose, Window, WindowDim,
};
use num_complex::Complex32;
use PrimitiveType::*;

fn f32s(dims: &[i64], v: &[f32]) -> Literal {
    Literal::Array(ArrayLiteral::new(F32, dims.to_vec(), ArrayData::F32(v.to_vec())).unwrap())
}

fn instr(op: Opcode, ty: PrimitiveType, dims: &[i64]) -> Instruction {
    Instruction::new("t", op, Shape::array(ty, dims.to_vec()), vec![])
}

fn f32_data(l: &Literal) -> Vec<f32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::F32(v),
            ..
        }) => v.clone(),
        other => panic!("expected f32 array, got {other:?}"),
    }
}

fn assert_close(got: &[f32], want: &[f32], tol: f32) {
    assert_eq!(got.len(), want.len(), "got {got:?}, want {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!(
            (g - w).abs() <= tol * (1.0 + w.abs()),
            "got {got:?}, want {want:?}"
        );
    }
}

fn dot_instr(ty: PrimitiveType, dims: &[i64], d: DotDims) -> Instruction {
    let mut i = instr(Opcode::Dot, ty, dims);
    i.attrs.dot_dims = Some(d);
    i
}

#[test]
fn dot_matmul() {
    let a = f32s(&[2, 3], &[1., 2., 3., 4., 5., 6.]);
    let b = f32s(&[3, 2], &[7., 8., 9., 10., 11., 12.]);
    let i = dot_instr(
        F32,
        &[2, 2],
        DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..Default::default()
        },
    );
    let r = linalg::dot(&i, &[&a, &b]).unwrap();
    assert_eq!(f32_data(&r), vec![58., 64., 139., 154.]);
}

#[test]
fn dot_batch_and_two_contracting_dims() {
    // lhs [c0=2, c1=2, b=2], rhs [b=2, x=1, c0=2, c1=2]: out[b, x] = sum_{i,j} l[i,j,b] r[b,x,i,j].
    let l: Vec<f32> = (0..8).map(|v| v as f32).collect();
    let r: Vec<f32> = (0..8).map(|v| (v * v) as f32).collect();
    let d = DotDims {
        lhs_batch: vec![2],
        rhs_batch: vec![0],
        lhs_contracting: vec![0, 1],
        rhs_contracting: vec![2, 3],
    };
    let i = dot_instr(F32, &[2, 1], d);
    let out = linalg::dot(&i, &[&f32s(&[2, 2, 2], &l), &f32s(&[2, 1, 2, 2], &r)]).unwrap();
    let mut want = vec![0f32; 2];
    for (b, w) in want.iter_mut().enumerate() {
        for i in 0..2 {
            for j in 0..2 {
                *w += l[i * 4 + j * 2 + b] * r[b * 4 + i * 2 + j];
            }
        }
    }
    assert_eq!(f32_data(&out), want);
}

#[test]
fn dot_s8_accumulates_in_s32_and_wraps() {
    let a =
        Literal::Array(ArrayLiteral::new(S8, vec![1, 2], ArrayData::S8(vec![127, -128])).unwrap());
    let b =
        Literal::Array(ArrayLiteral::new(S8, vec![2, 1], ArrayData::S8(vec![127, -128])).unwrap());
    let d = DotDims {
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    let r = linalg::dot(&dot_instr(S32, &[1, 1], d.clone()), &[&a, &b]).unwrap();
    assert_eq!(r.as_array().unwrap().data.storage_name(), "s32");
    assert!(
        matches!(&r.as_array().unwrap().data, ArrayData::S32(v) if v == &vec![127 * 127 + 128 * 128])
    );
    // An s8 result wraps modulo 256 instead of panicking.
    let r8 = linalg::dot(&dot_instr(S8, &[1, 1], d), &[&a, &b]).unwrap();
    assert!(
        matches!(&r8.as_array().unwrap().data, ArrayData::S8(v) if v == &vec![(127i32 * 127 + 128 * 128) as i8])
    );
}

#[test]
fn dot_rejects_mismatched_contracting_sizes() {
    let d = DotDims {
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    let err = linalg::dot(
        &dot_instr(F32, &[2, 2], d),
        &[&f32s(&[2, 3], &[0.; 6]), &f32s(&[2, 2], &[0.; 4])],
    );
    assert!(err.is_err());
}

#[test]
fn cholesky_lower_and_upper() {
    let a = f32s(&[2, 2], &[4., 2., 2., 5.]);
    let mut i = instr(Opcode::Cholesky, F32, &[2, 2]);
    i.attrs.lower = Some(true);
    assert_close(
        &f32_data(&linalg::cholesky(&i, &[&a]).unwrap()),
        &[2., 0., 1., 2.],
        1e-6,
    );
    i.attrs.lower = Some(false);
    assert_close(
        &f32_data(&linalg::cholesky(&i, &[&a]).unwrap()),
        &[2., 1., 0., 2.],
        1e-6,
    );
    let not_pd = f32s(&[2, 2], &[1., 2., 2., 1.]);
    assert!(f32_data(&linalg::cholesky(&i, &[&not_pd]).unwrap())
        .iter()
        .all(|x| x.is_nan()));
}

fn solve(
    a: &Literal,
    b: &Literal,
    dims: &[i64],
    left: bool,
    lower: bool,
    unit: bool,
    t: TriangularTranspose,
) -> Vec<f32> {
    let mut i = instr(Opcode::TriangularSolve, F32, dims);
    i.attrs.left_side = Some(left);
    i.attrs.lower = Some(lower);
    i.attrs.unit_diagonal = Some(unit);
    i.attrs.transpose_a = Some(t);
    f32_data(&linalg::triangular_solve(&i, &[a, b]).unwrap())
}

#[test]
fn triangular_solve_variants() {
    use TriangularTranspose::*;
    // The 9 in the upper triangle must be ignored when lower=true and vice versa.
    let a = f32s(&[2, 2], &[2., 9., 1., 4.]);
    // Left, lower: [[2,0],[1,4]] x = b.
    let b = f32s(&[2, 1], &[2., 9.]);
    assert_close(
        &solve(&a, &b, &[2, 1], true, true, false, NoTranspose),
        &[1., 2.],
        1e-6,
    );
    // Left, lower, transposed: [[2,1],[0,4]] x = b.
    assert_close(
        &solve(&a, &b, &[2, 1], true, true, false, Transpose),
        &[(2. - 9. / 4.) / 2., 9. / 4.],
        1e-6,
    );
    // Left, lower, unit diagonal: [[1,0],[1,1]] x = b.
    assert_close(
        &solve(&a, &b, &[2, 1], true, true, true, NoTranspose),
        &[2., 7.],
        1e-6,
    );
    // Right, upper: x [[2,9],[0,4]] = b for b = [[2, 17]].
    let br = f32s(&[1, 2], &[2., 17.]);
    assert_close(
        &solve(&a, &br, &[1, 2], false, false, false, NoTranspose),
        &[1., 2.],
        1e-6,
    );
    // Right, lower, adjoint (real: transpose): x [[2,1],[0,4]] = [[2, 9]] -> x = [1, 2].
    assert_close(
        &solve(
            &a,
            &f32s(&[1, 2], &[2., 9.]),
            &[1, 2],
            false,
            true,
            false,
            Adjoint,
        ),
        &[1., 2.],
        1e-6,
    );
}

#[test]
fn triangular_solve_batched() {
    let a = f32s(&[2, 1, 1], &[2., 4.]);
    let b = f32s(&[2, 1, 2], &[2., 4., 8., 12.]);
    let got = solve(
        &a,
        &b,
        &[2, 1, 2],
        true,
        true,
        false,
        TriangularTranspose::NoTranspose,
    );
    assert_close(&got, &[1., 2., 2., 3.], 1e-6);
}

fn conv_instr(dims: &[i64], labels: ConvDims, window: Vec<WindowDim>) -> Instruction {
    let mut i = instr(Opcode::Convolution, F32, dims);
    i.attrs.conv_dims = Some(labels);
    i.attrs.window = Some(Window { dims: window });
    i
}

/// `b0f_0io->b0f`.
fn labels_b0f() -> ConvDims {
    ConvDims {
        input_batch: 0,
        input_feature: 2,
        input_spatial: vec![1],
        kernel_input_feature: 1,
        kernel_output_feature: 2,
        kernel_spatial: vec![0],
        output_batch: 0,
        output_feature: 2,
        output_spatial: vec![1],
    }
}

#[test]
fn conv_1d_padding_stride_dilation() {
    let x = f32s(&[1, 4, 1], &[1., 2., 3., 4.]);
    let k = f32s(&[2, 1, 1], &[1., 10.]);
    // Plain valid conv: [1+20, 2+30, 3+40].
    let w = WindowDim {
        size: 2,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 3, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![21., 32., 43.]);
    // Pad 1 both sides, stride 2: padded [0,1,2,3,4,0] -> positions 0,2,4: [10, 2+30, 4].
    let w = WindowDim {
        size: 2,
        stride: 2,
        padding_low: 1,
        padding_high: 1,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 3, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![10., 32., 4.]);
    // Window dilation 2: taps j and j+2: [1+30, 2+40].
    let w = WindowDim {
        size: 2,
        window_dilation: 2,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 2, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![31., 42.]);
    // Base dilation 2: input [1,0,2,0,3,0,4] -> [1, 20, 2, 30, 3, 40].
    let w = WindowDim {
        size: 2,
        base_dilation: 2,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 6, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![1., 20., 2., 30., 3., 40.]);
    // Negative padding drops the first element; reversal reads the kernel backwards.
    let w = WindowDim {
        size: 2,
        padding_low: -1,
        window_reversal: true,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 2, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![20. + 3., 30. + 4.]);
}

#[test]
fn conv_nchw_layout_matches_nhwc() {
    // bf0_oi0->bf0 with 2 input features and 1 output feature.
    let labels = ConvDims {
        input_batch: 0,
        input_feature: 1,
        input_spatial: vec![2],
        kernel_output_feature: 0,
        kernel_input_feature: 1,
        kernel_spatial: vec![2],
        output_batch: 0,
        output_feature: 1,
        output_spatial: vec![2],
    };
    let x = f32s(&[1, 2, 3], &[1., 2., 3., 10., 20., 30.]);
    let k = f32s(&[1, 2, 1], &[1., 2.]);
    let w = WindowDim {
        size: 1,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 1, 3], labels, vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![21., 42., 63.]);
}

#[test]
fn conv_feature_and_batch_groups() {
    let w = WindowDim {
        size: 1,
        ..Default::default()
    };
    // Two feature groups: out0 = 1*x0, out1 = 2*x1 (kernel [1, in=1, out=2]).
    let x = f32s(&[1, 1, 2], &[3., 5.]);
    let k = f32s(&[1, 1, 2], &[1., 2.]);
    let mut i = conv_instr(&[1, 1, 2], labels_b0f(), vec![w]);
    i.attrs.feature_group_count = Some(2);
    assert_eq!(
        f32_data(&conv::convolution(&i, &[&x, &k]).unwrap()),
        vec![3., 10.]
    );
    // Two batch groups: batch 0 feeds output feature 0, batch 1 feeds output feature 1.
    let x = f32s(&[2, 1, 1], &[3., 5.]);
    let k = f32s(&[1, 1, 2], &[1., 2.]);
    let mut i = conv_instr(&[1, 1, 2], labels_b0f(), vec![w]);
    i.attrs.batch_group_count = Some(2);
    assert_eq!(
        f32_data(&conv::convolution(&i, &[&x, &k]).unwrap()),
        vec![3., 10.]
    );
}

#[test]
fn conv_rejects_wrong_result_shape() {
    let w = WindowDim {
        size: 2,
        ..Default::default()
    };
    let x = f32s(&[1, 4, 1], &[0.; 4]);
    let k = f32s(&[2, 1, 1], &[0.; 2]);
    assert!(conv::convolution(&conv_instr(&[1, 4, 1], labels_b0f(), vec![w]), &[&x, &k]).is_err());
}

fn fft_instr(kind: FftType, ty: PrimitiveType, dims: &[i64], len: &[i64]) -> Instruction {
    let mut i = instr(Opcode::Fft, ty, dims);
    i.attrs.fft_type = Some(kind);
    i.attrs.fft_length = Some(len.to_vec());
    i
}

fn c64s(l: &Literal) -> Vec<Complex32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::C64(v),
            ..
        }) => v.clone(),
        other => panic!("expected c64, got {other:?}"),
    }
}

#[test]
fn fft_round_trips_for_any_length() {
    for n in [1usize, 2, 5, 6, 8, 12] {
        let x: Vec<f32> = (0..n).map(|k| (k as f32 * 0.7).sin() + 0.25).collect();
        let spectrum = fft::fft(
            &fft_instr(FftType::Rfft, C64, &[n as i64 / 2 + 1], &[n as i64]),
            &[&f32s(&[n as i64], &x)],
        )
        .unwrap();
        // Spectrum check against a direct DFT.
        for (k, got) in c64s(&spectrum).iter().enumerate() {
            let (mut re, mut im) = (0f64, 0f64);
            for (j, &v) in x.iter().enumerate() {
                let ang = -2.0 * std::f64::consts::PI * (j * k) as f64 / n as f64;
                re += v as f64 * ang.cos();
                im += v as f64 * ang.sin();
            }
            assert!(
                (got.re as f64 - re).abs() < 1e-4 && (got.im as f64 - im).abs() < 1e-4,
                "n={n} k={k}"
            );
        }
        let back = fft::fft(
            &fft_instr(FftType::Irfft, F32, &[n as i64], &[n as i64]),
            &[&spectrum],
        )
        .unwrap();
        assert_close(&f32_data(&back), &x, 1e-5);
    }
}

#[test]
fn fft_2d_inverse_scales() {
    let x: Vec<Complex32> = (0..6)
        .map(|k| Complex32::new(k as f32, -(k as f32) / 2.0))
        .collect();
    let lit =
        Literal::Array(ArrayLiteral::new(C64, vec![2, 3], ArrayData::C64(x.clone())).unwrap());
    let f = fft::fft(&fft_instr(FftType::Fft, C64, &[2, 3], &[2, 3]), &[&lit]).unwrap();
    assert!((c64s(&f)[0] - x.iter().sum::<Complex32>()).norm() < 1e-5);
    let back = fft::fft(&fft_instr(FftType::Ifft, C64, &[2, 3], &[2, 3]), &[&f]).unwrap();
    for (g, w) in c64s(&back).iter().zip(&x) {
        assert!((g - w).norm() < 1e-5);
    }
}

fn bn_instr(op: Opcode, shape: Shape) -> Instruction {
    let mut i = Instruction::new("bn", op, shape, vec![]);
    i.attrs.feature_index = Some(1);
    i.attrs.epsilon = Some(F32Attr(0.0));
    i
}

#[test]
fn batch_norm_training_and_grad() {
    // [2, 2] with features in dimension 1: feature 0 = {1, 3}, feature 1 = {2, 6}.
    let x = f32s(&[2, 2], &[1., 2., 3., 6.]);
    let ones = f32s(&[2], &[1., 1.]);
    let zeros = f32s(&[2], &[0., 0.]);
    let shape = Shape::Tuple(vec![
        Shape::array(F32, vec![2, 2]),
        Shape::array(F32, vec![2]),
        Shape::array(F32, vec![2]),
    ]);
    let Literal::Tuple(r) = batch_norm::training(
        &bn_instr(Opcode::BatchNormTraining, shape.clone()),
        &[&x, &ones, &zeros],
    )
    .unwrap() else {
        panic!("expected a tuple")
    };
    assert_close(&f32_data(&r[0]), &[-1., -1., 1., 1.], 1e-6);
    assert_close(&f32_data(&r[1]), &[2., 4.], 1e-6);
    assert_close(&f32_data(&r[2]), &[1., 4.], 1e-6);
    let dy = f32s(&[2, 2], &[1., 0., 0., 1.]);
    let Literal::Tuple(g) = batch_norm::grad(
        &bn_instr(Opcode::BatchNormGrad, shape),
        &[&x, &ones, &r[1], &r[2], &dy],
    )
    .unwrap() else {
        panic!("expected a tuple")
    };
    assert_close(&f32_data(&g[2]), &[1., 1.], 1e-6);
    assert_close(&f32_data(&g[1]), &[-1., 1.], 1e-6);
    // d/dx of a normalized pair is 0 when dy is symmetric after centering: dy - mean(dy) = ±0.5,
    // minus xhat * mean(dy * xhat) = ±0.5, so every entry is 0.
    assert_close(&f32_data(&g[0]), &[0., 0., 0., 0.], 1e-6);
}

#[test]
fn dot_complex() {
    let c = |v: Vec<Complex32>, d: &[i64]| {
        Literal::Array(ArrayLiteral::new(C64, d.to_vec(), ArrayData::C64(v)).unwrap())
    };
    let a = c(vec![Complex32::new(1., 1.), Complex32::new(2., 0.)], &[2]);
    let b = c(vec![Complex32::new(0., 1.), Complex32::new(3., 0.)], &[2]);
    let d = DotDims {
        lhs_contracting: vec![0],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    // (1+i)i + 2*3 = 5 + i: no conjugation.
    assert_eq!(
        c64s(&linalg::dot(&dot_instr(C64, &[], d), &[&a, &b]).unwrap()),
        vec![Complex32::new(5., 1.)]
    );
}

#[test]
fn conv_bf16_operands_with_f32_result() {
    let x = Literal::Array(
        ArrayLiteral::new(
            BF16,
            vec![1, 2, 1],
            ArrayData::BF16(vec![half::bf16::from_f32(1.5), half::bf16::from_f32(2.25)]),
        )
        .unwrap(),
    );
    let k = Literal::Array(
        ArrayLiteral::new(
            BF16,
            vec![1, 1, 1],
            ArrayData::BF16(vec![half::bf16::from_f32(2.0)]),
        )
        .unwrap(),
    );
    let w = WindowDim {
        size: 1,
        ..Default::default()
    };
    let out = conv::convolution(&conv_instr(&[1, 2, 1], labels_b0f(), vec![w]), &[&x, &k]).unwrap();
    assert_eq!(f32_data(&out), vec![3., 4.5]);
}

#[test]
fn dot_f64_and_f16_results() {
    let a = Literal::Array(
        ArrayLiteral::new(F64, vec![1, 2], ArrayData::F64(vec![1e-20, 1.0])).unwrap(),
    );
    let b =
        Literal::Array(ArrayLiteral::new(F64, vec![2, 1], ArrayData::F64(vec![1.0, 1.0])).unwrap());
    let d = DotDims {
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    let r = linalg::dot(&dot_instr(F64, &[1, 1], d.clone()), &[&a, &b]).unwrap();
    assert!(matches!(&r.as_array().unwrap().data, ArrayData::F64(v) if v == &vec![1.0 + 1e-20]));
    // f16 result: f32 accumulation, one rounding at the end (2049 is not an f16).
    let h = |v: Vec<f32>, d: &[i64]| {
        Literal::Array(
            ArrayLiteral::new(
                F16,
                d.to_vec(),
                ArrayData::F16(v.into_iter().map(half::f16::from_f32).collect()),
            )
            .unwrap(),
        )
    };
    let r = linalg::dot(
        &dot_instr(F16, &[1, 1], d),
        &[&h(vec![2048., 1.], &[1, 2]), &h(vec![1., 1.], &[2, 1])],
    )
    .unwrap();
    assert!(matches!(&r.as_array().unwrap().data, ArrayData::F16(v) if v[0].to_f32() == 2048.));
}

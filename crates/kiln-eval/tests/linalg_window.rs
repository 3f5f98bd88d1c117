//! Interpreter tests for dot, convolution, reduce-window, select-and-scatter, FFT and
//! triangular-solve, written as HLO text. Expected values are either worked out by hand (in
//! the comments) or computed by a direct transcription of XLA's operation semantics here in
//! the test, which shares no code with the interpreter.

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use num_complex::Complex32;

fn run(text: &str, args: &[Literal]) -> Literal {
    let module = kiln_hlo::parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn f32s(dims: &[i64], v: Vec<f32>) -> Literal {
    Literal::Array(ArrayLiteral::new(PrimitiveType::F32, dims.to_vec(), ArrayData::F32(v)).unwrap())
}

/// Deterministic values in [-1, 1) that differ from element to element.
fn ramp(dims: &[i64], seed: i64) -> (Vec<f32>, Literal) {
    let n: i64 = dims.iter().product();
    let v: Vec<f32> = (0..n)
        .map(|i| (((i + seed) * 7919 + seed * 31) % 200) as f32 / 100.0 - 1.0)
        .collect();
    (v.clone(), f32s(dims, v))
}

fn f32_out(l: &Literal) -> Vec<f32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::F32(v),
            ..
        }) => v.clone(),
        other => panic!("expected an f32 array, got {:?}", other.shape()),
    }
}

fn assert_close(got: &[f32], want: &[f32], tol: f32) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * (1.0 + w.abs()),
            "element {i}: got {g}, want {w}"
        );
    }
}

#[test]
fn dot_with_batch_and_two_contracting_dims() {
    // lhs [3,2,4]: batch dim 1, contracting dims {0,2}; rhs [4,2,5,3]: batch dim 1,
    // contracting {3,0} (paired in order: lhs 0 with rhs 3, lhs 2 with rhs 0). Result [2,5].
    let text = "HloModule m
ENTRY e {
  a = f32[3,2,4] parameter(0)
  b = f32[4,2,5,3] parameter(1)
  ROOT d = f32[2,5] dot(a, b), lhs_batch_dims={1}, lhs_contracting_dims={0,2}, rhs_batch_dims={1}, rhs_contracting_dims={3,0}
}";
    let (a, al) = ramp(&[3, 2, 4], 1);
    let (b, bl) = ramp(&[4, 2, 5, 3], 2);
    let mut want = vec![0f32; 10];
    for bt in 0..2 {
        for j in 0..5 {
            for c0 in 0..3 {
                for c1 in 0..4 {
                    want[bt * 5 + j] += a[c0 * 8 + bt * 4 + c1] * b[c1 * 30 + bt * 15 + j * 3 + c0];
                }
            }
        }
    }
    assert_close(&f32_out(&run(text, &[al, bl])), &want, 1e-5);
}

#[test]
fn dot_int8_accumulates_in_s32() {
    let text = "HloModule m
ENTRY e {
  a = s8[2,3] parameter(0)
  b = s8[3,2] parameter(1)
  ROOT d = s32[2,2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}";
    let s8 = |dims: &[i64], v: Vec<i8>| {
        Literal::Array(
            ArrayLiteral::new(PrimitiveType::S8, dims.to_vec(), ArrayData::S8(v)).unwrap(),
        )
    };
    let a = s8(&[2, 3], vec![127, -128, 5, -1, 2, 3]);
    let b = s8(&[3, 2], vec![127, -128, -128, 127, 7, 0]);
    // Row 0: 127*127 + 128*128 + 35 = 32548 and -127*128 - 128*127 = -32512 (s8 would wrap).
    let want = vec![32548, -32512, -127 - 256 + 21, 128 + 254];
    match run(text, &[a, b]) {
        Literal::Array(ArrayLiteral {
            data: ArrayData::S32(v),
            ..
        }) => assert_eq!(v, want),
        other => panic!("expected s32, got {:?}", other.shape()),
    }
}

/// Convolution parameters for the reference below (2 spatial dimensions).
struct ConvCase {
    stride: [usize; 2],
    pad_lo: [i64; 2],
    pad_hi: [i64; 2],
    lhs_dilate: [usize; 2],
    rhs_dilate: [usize; 2],
    groups: usize,
}

/// Direct transcription of the convolution semantics on NHWC input and HWIO kernel.
fn reference_conv(
    x: &[f32],
    xd: [usize; 4],
    k: &[f32],
    kd: [usize; 4],
    c: &ConvCase,
) -> (Vec<f32>, [usize; 4]) {
    let [n, h, w, cin] = xd;
    let [kh, kw, kin, cout] = kd;
    let dilated = |size: usize, d: usize| (size - 1) * d + 1;
    let out_size = |i: usize, size: usize, d: usize| {
        let padded = dilated(size, c.lhs_dilate[i]) as i64 + c.pad_lo[i] + c.pad_hi[i];
        ((padded - dilated(d, c.rhs_dilate[i]) as i64) / c.stride[i] as i64 + 1) as usize
    };
    let (oh, ow) = (out_size(0, h, kh), out_size(1, w, kw));
    // The padded, dilated input's element at (y, x), or 0 in padding and holes.
    let input_at = |b: usize, y: i64, xx: i64, ch: usize| -> f32 {
        let (y, xx) = (y - c.pad_lo[0], xx - c.pad_lo[1]);
        let (ly, lx) = (c.lhs_dilate[0] as i64, c.lhs_dilate[1] as i64);
        if y < 0
            || xx < 0
            || y % ly != 0
            || xx % lx != 0
            || y / ly >= h as i64
            || xx / lx >= w as i64
        {
            return 0.0;
        }
        x[((b * h + (y / ly) as usize) * w + (xx / lx) as usize) * cin + ch]
    };
    let per_group = cout / c.groups;
    let mut out = vec![0f32; n * oh * ow * cout];
    for b in 0..n {
        for oy in 0..oh {
            for ox in 0..ow {
                for o in 0..cout {
                    let g = o / per_group;
                    let mut s = 0f32;
                    for ky in 0..kh {
                        for kx in 0..kw {
                            for ci in 0..kin {
                                let y = (oy * c.stride[0] + ky * c.rhs_dilate[0]) as i64;
                                let xx = (ox * c.stride[1] + kx * c.rhs_dilate[1]) as i64;
                                s += input_at(b, y, xx, g * kin + ci)
                                    * k[((ky * kw + kx) * kin + ci) * cout + o];
                            }
                        }
                    }
                    out[((b * oh + oy) * ow + ox) * cout + o] = s;
                }
            }
        }
    }
    (out, [n, oh, ow, cout])
}

/// Row-major transpose: result dimension i is source dimension perm[i].
fn transpose4(v: &[f32], d: [usize; 4], perm: [usize; 4]) -> Vec<f32> {
    let od: Vec<usize> = perm.iter().map(|&p| d[p]).collect();
    let mut out = Vec::with_capacity(v.len());
    for a in 0..od[0] {
        for b in 0..od[1] {
            for c in 0..od[2] {
                for e in 0..od[3] {
                    let mut src = [0usize; 4];
                    for (i, &p) in perm.iter().enumerate() {
                        src[p] = [a, b, c, e][i];
                    }
                    out.push(v[((src[0] * d[1] + src[1]) * d[2] + src[2]) * d[3] + src[3]]);
                }
            }
        }
    }
    out
}

fn window_text(c: &ConvCase, kh: usize, kw: usize) -> String {
    format!(
        "size={kh}x{kw} stride={}x{} pad={}_{}x{}_{} lhs_dilate={}x{} rhs_dilate={}x{}",
        c.stride[0],
        c.stride[1],
        c.pad_lo[0],
        c.pad_hi[0],
        c.pad_lo[1],
        c.pad_hi[1],
        c.lhs_dilate[0],
        c.lhs_dilate[1],
        c.rhs_dilate[0],
        c.rhs_dilate[1]
    )
}

/// Runs one convolution both as NHWC/HWIO and as NCHW/OIHW and checks both against the
/// reference.
fn check_conv(xd: [usize; 4], kd: [usize; 4], c: ConvCase) {
    let (x, _) = ramp(&xd.map(|d| d as i64), 3);
    let (k, _) = ramp(&kd.map(|d| d as i64), 4);
    let (want, od) = reference_conv(&x, xd, &k, kd, &c);
    let shape = |d: [usize; 4]| {
        d.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let win = window_text(&c, kd[0], kd[1]);
    let nhwc = format!(
        "HloModule m\nENTRY e {{\n  x = f32[{}] parameter(0)\n  k = f32[{}] parameter(1)\n  ROOT c = f32[{}] convolution(x, k), window={{{win}}}, dim_labels=b01f_01io->b01f, feature_group_count={}\n}}",
        shape(xd), shape(kd), shape(od), c.groups
    );
    let got = run(
        &nhwc,
        &[
            f32s(&xd.map(|d| d as i64), x.clone()),
            f32s(&kd.map(|d| d as i64), k.clone()),
        ],
    );
    assert_close(&f32_out(&got), &want, 1e-5);
    // The same convolution with batch/feature-major input, OIHW kernel and NCHW output.
    let to_nchw = [0, 3, 1, 2];
    let to_oihw = [3, 2, 0, 1];
    let (xd2, kd2, od2) = (
        to_nchw.map(|p| xd[p]),
        to_oihw.map(|p| kd[p]),
        to_nchw.map(|p| od[p]),
    );
    let nchw = format!(
        "HloModule m\nENTRY e {{\n  x = f32[{}] parameter(0)\n  k = f32[{}] parameter(1)\n  ROOT c = f32[{}] convolution(x, k), window={{{win}}}, dim_labels=bf01_oi01->bf01, feature_group_count={}\n}}",
        shape(xd2), shape(kd2), shape(od2), c.groups
    );
    let args = [
        f32s(&xd2.map(|d| d as i64), transpose4(&x, xd, to_nchw)),
        f32s(&kd2.map(|d| d as i64), transpose4(&k, kd, to_oihw)),
    ];
    assert_close(
        &f32_out(&run(&nchw, &args)),
        &transpose4(&want, od, to_nchw),
        1e-5,
    );
}

#[test]
fn conv_nhwc_and_nchw_plain() {
    let c = ConvCase {
        stride: [1, 1],
        pad_lo: [0, 0],
        pad_hi: [0, 0],
        lhs_dilate: [1, 1],
        rhs_dilate: [1, 1],
        groups: 1,
    };
    check_conv([2, 5, 4, 3], [3, 2, 3, 2], c);
}

#[test]
fn conv_padding_dilation_stride() {
    let c = ConvCase {
        stride: [2, 1],
        pad_lo: [2, -1],
        pad_hi: [1, 2],
        lhs_dilate: [2, 1],
        rhs_dilate: [1, 2],
        groups: 1,
    };
    check_conv([1, 5, 6, 2], [3, 2, 2, 3], c);
}

#[test]
fn conv_feature_groups() {
    let c = ConvCase {
        stride: [1, 1],
        pad_lo: [1, 1],
        pad_hi: [1, 1],
        lhs_dilate: [1, 1],
        rhs_dilate: [1, 1],
        groups: 3,
    };
    // 6 input features in 3 groups of 2; 6 output features in 3 groups of 2.
    check_conv([2, 4, 4, 6], [3, 3, 2, 6], c);
}

#[test]
fn conv_batch_groups() {
    // Weight-gradient form: input batch 4 split into 2 groups; output feature group g
    // (features 2g, 2g+1) reads only input batches 2g and 2g+1, producing output batch 2.
    let text = "HloModule m
ENTRY e {
  x = f32[4,3,2] parameter(0)
  k = f32[2,2,4] parameter(1)
  ROOT c = f32[2,2,4] convolution(x, k), window={size=2}, dim_labels=b0f_0io->b0f, batch_group_count=2
}";
    let (x, xl) = ramp(&[4, 3, 2], 5);
    let (k, kl) = ramp(&[2, 2, 4], 6);
    let mut want = vec![0f32; 16];
    for b in 0..2 {
        for p in 0..2 {
            for o in 0..4 {
                let batch = (o / 2) * 2 + b;
                for t in 0..2 {
                    for ci in 0..2 {
                        want[(b * 2 + p) * 4 + o] +=
                            x[(batch * 3 + p + t) * 2 + ci] * k[(t * 2 + ci) * 4 + o];
                    }
                }
            }
        }
    }
    assert_close(&f32_out(&run(text, &[xl, kl])), &want, 1e-5);
}

const ADD: &str = "add {\n  p0 = f32[] parameter(0)\n  p1 = f32[] parameter(1)\n  ROOT s = f32[] add(p0, p1)\n}\n";

#[test]
fn reduce_window_padding_and_base_dilation_skip_holes() {
    // Dilated input [1 _ 2 _ 3 _ 4] with one low pad: windows of 2 see one real element each,
    // so with init 10 every output is 10 + that element: padding and holes add nothing.
    let text = format!(
        "HloModule m\n{ADD}ENTRY e {{\n  x = f32[4] parameter(0)\n  i = f32[] constant(10)\n  ROOT r = f32[7] reduce-window(x, i), window={{size=2 pad=1_0 lhs_dilate=2}}, to_apply=add\n}}"
    );
    let got = run(&text, &[f32s(&[4], vec![1., 2., 3., 4.])]);
    assert_eq!(f32_out(&got), vec![11., 11., 12., 12., 13., 13., 14.]);
}

#[test]
fn reduce_window_2d_window_dilation_and_stride() {
    let text = format!(
        "HloModule m\n{ADD}ENTRY e {{\n  x = f32[5,6] parameter(0)\n  i = f32[] constant(0)\n  ROOT r = f32[3,2] reduce-window(x, i), window={{size=2x2 stride=2x3 pad=1_1x0_1 rhs_dilate=2x2}}, to_apply=add\n}}"
    );
    let (x, xl) = ramp(&[5, 6], 7);
    // Padded rows -1..=5, columns 0..=6; window taps at (2r-1 + {0,2}, 3c + {0,2}).
    let at = |r: i64, c: i64| {
        if (0..5).contains(&r) && (0..6).contains(&c) {
            x[(r * 6 + c) as usize]
        } else {
            0.0
        }
    };
    let mut want = vec![];
    for r in 0..3i64 {
        for c in 0..2i64 {
            want.push(
                at(2 * r - 1, 3 * c)
                    + at(2 * r - 1, 3 * c + 2)
                    + at(2 * r + 1, 3 * c)
                    + at(2 * r + 1, 3 * c + 2),
            );
        }
    }
    assert_close(&f32_out(&run(&text, &[xl])), &want, 1e-6);
}

#[test]
fn reduce_window_variadic() {
    // Two inputs reduced together: (max of the first, sum of the second). The computation
    // takes (acc0, acc1, x0, x1).
    let text = "HloModule m
pair {
  a0 = f32[] parameter(0)
  a1 = f32[] parameter(1)
  x0 = f32[] parameter(2)
  x1 = f32[] parameter(3)
  m = f32[] maximum(a0, x0)
  s = f32[] add(a1, x1)
  ROOT t = (f32[], f32[]) tuple(m, s)
}
ENTRY e {
  x = f32[4] parameter(0)
  y = f32[4] parameter(1)
  lo = f32[] constant(-inf)
  z = f32[] constant(0)
  ROOT r = (f32[3], f32[3]) reduce-window(x, y, lo, z), window={size=2}, to_apply=pair
}";
    let got = run(
        text,
        &[
            f32s(&[4], vec![3., 1., 4., 1.]),
            f32s(&[4], vec![1., 10., 100., 1000.]),
        ],
    );
    let Literal::Tuple(parts) = got else {
        panic!("expected a tuple")
    };
    assert_eq!(f32_out(&parts[0]), vec![3., 4., 4.]);
    assert_eq!(f32_out(&parts[1]), vec![11., 110., 1100.]);
}

fn select_and_scatter_text(direction: &str, window: &str, n: usize, windows: usize) -> String {
    format!(
        "HloModule m\n{ADD}sel {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = pred[] compare(a, b), direction={direction}\n}}\nENTRY e {{\n  x = f32[{n}] parameter(0)\n  s = f32[{windows}] parameter(1)\n  z = f32[] constant(0)\n  ROOT r = f32[{n}] select-and-scatter(x, s, z), window={{{window}}}, select=sel, scatter=add\n}}"
    )
}

#[test]
fn select_and_scatter_overlapping_windows() {
    let x = f32s(&[5], vec![1., 9., 3., 9., 2.]);
    let s = f32s(&[3], vec![10., 20., 30.]);
    // GE keeps the current (earlier) element on ties: window [9 3 9] picks index 1.
    let got = run(
        &select_and_scatter_text("GE", "size=3", 5, 3),
        &[x.clone(), s.clone()],
    );
    assert_eq!(f32_out(&got), vec![0., 30., 0., 30., 0.]);
    // GT lets a later equal element win: window [9 3 9] picks index 3.
    let got = run(&select_and_scatter_text("GT", "size=3", 5, 3), &[x, s]);
    assert_eq!(f32_out(&got), vec![0., 10., 0., 50., 0.]);
}

#[test]
fn select_and_scatter_never_selects_padding() {
    // Windows [pad -5], [-5 -3], [-3 pad]: the padding is not a candidate even though every
    // real value is below the init value.
    let x = f32s(&[2], vec![-5., -3.]);
    let s = f32s(&[3], vec![1., 2., 4.]);
    let got = run(
        &select_and_scatter_text("GE", "size=2 pad=1_1", 2, 3),
        &[x, s],
    );
    assert_eq!(f32_out(&got), vec![1., 6.]);
}

fn c64_out(l: &Literal) -> Vec<Complex32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::C64(v),
            ..
        }) => v.clone(),
        other => panic!("expected a c64 array, got {:?}", other.shape()),
    }
}

#[test]
fn fft_round_trips() {
    let text = "HloModule m
ENTRY e {
  x = c64[2,6] parameter(0)
  f = c64[2,6] fft(x), fft_type=FFT, fft_length={6}
  ROOT b = c64[2,6] fft(f), fft_type=IFFT, fft_length={6}
}";
    let v: Vec<Complex32> = (0..12)
        .map(|i| Complex32::new(i as f32 * 0.5 - 2.0, (i % 5) as f32))
        .collect();
    let x = Literal::Array(
        ArrayLiteral::new(PrimitiveType::C64, vec![2, 6], ArrayData::C64(v.clone())).unwrap(),
    );
    for (g, w) in c64_out(&run(text, &[x])).iter().zip(&v) {
        assert!((g - w).norm() < 1e-5, "got {g}, want {w}");
    }
    let text = "HloModule m
ENTRY e {
  x = f32[3,4,10] parameter(0)
  f = c64[3,4,6] fft(x), fft_type=RFFT, fft_length={4,10}
  ROOT b = f32[3,4,10] fft(f), fft_type=IRFFT, fft_length={4,10}
}";
    let (x, xl) = ramp(&[3, 4, 10], 8);
    assert_close(&f32_out(&run(text, &[xl])), &x, 1e-5);
}

#[test]
fn rfft_matches_direct_dft() {
    let text = "HloModule m
ENTRY e {
  x = f32[5] parameter(0)
  ROOT f = c64[3] fft(x), fft_type=RFFT, fft_length={5}
}";
    let x = vec![1f32, -2., 0.5, 3., 0.];
    let got = c64_out(&run(text, &[f32s(&[5], x.clone())]));
    for (k, g) in got.iter().enumerate() {
        let w: Complex32 = x
            .iter()
            .enumerate()
            .map(|(j, &v)| {
                Complex32::from_polar(v, -2.0 * std::f32::consts::PI * (j * k) as f32 / 5.0)
            })
            .sum();
        assert!((g - w).norm() < 1e-5, "k={k}: got {g}, want {w}");
    }
}

/// Solves with every option combination and checks `op(a) x = b` (or `x op(a) = b`) by
/// multiplying back, with `op(a)` built from the triangle the options name.
#[test]
fn triangular_solve_variants() {
    let m = 3usize;
    // Well conditioned either way; the triangles differ, so reading the wrong one (or the
    // diagonal when unit_diagonal is set) breaks the multiply-back check.
    let a: Vec<f32> = vec![4., 0.3, -0.7, 1., 5., 0.2, -2., 0.5, 6.];
    let (b, _) = ramp(&[2, 3], 9);
    for left in [true, false] {
        for lower in [true, false] {
            for unit in [true, false] {
                for t in ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"] {
                    let bdims = if left { "3,2" } else { "2,3" };
                    let text = format!(
                        "HloModule m\nENTRY e {{\n  a = f32[3,3] parameter(0)\n  b = f32[{bdims}] parameter(1)\n  ROOT x = f32[{bdims}] triangular-solve(a, b), left_side={left}, lower={lower}, unit_diagonal={unit}, transpose_a={t}\n}}"
                    );
                    let bdims_v: Vec<i64> = if left { vec![3, 2] } else { vec![2, 3] };
                    let x = f32_out(&run(
                        &text,
                        &[f32s(&[3, 3], a.clone()), f32s(&bdims_v, b.clone())],
                    ));
                    let tri = |i: usize, j: usize| match (i == j, (i > j) == lower) {
                        (true, _) => {
                            if unit {
                                1.0
                            } else {
                                a[i * m + j]
                            }
                        }
                        (false, true) => a[i * m + j],
                        (false, false) => 0.0,
                    };
                    let op = |i: usize, j: usize| {
                        if t == "NO_TRANSPOSE" {
                            tri(i, j)
                        } else {
                            tri(j, i)
                        }
                    };
                    // b was laid out as [3,2] (left) or [2,3] (right) from the same values.
                    let mut back = vec![0f32; 6];
                    for r in 0..bdims_v[0] as usize {
                        for c in 0..bdims_v[1] as usize {
                            let n = bdims_v[1] as usize;
                            back[r * n + c] = if left {
                                (0..m).map(|p| op(r, p) * x[p * n + c]).sum()
                            } else {
                                (0..m).map(|p| x[r * n + p] * op(p, c)).sum()
                            };
                        }
                    }
                    assert_close(&back, &b, 1e-5);
                }
            }
        }
    }
}

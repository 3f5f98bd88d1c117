//! The AVX-512 tile helpers (`cpu::wide`) and the tiled vector loops that call them: the
//! helpers must be bit-identical to the inline math (so a loop's remainder, its scalar form
//! and hosts without AVX-512 agree with the tiled lanes), and tiled loops of every shape
//! (prefix statements, nested and multiple sites, multi-output, inner loops, extents around
//! the tile size, split parallel ranges) must compute what `kir_eval` and the inline path do.

use crate::harness::*;
use kiln_codegen::cpu::{compile_kernel_with, wide_helpers_available, CompileOptions};
use kiln_codegen::cpu::{CompiledKernel, LoadedKernel};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;
const S64: ScalarType = ScalarType::S64;

pub(crate) fn compile(k: &Kernel, wide: bool) -> CompiledKernel {
    let options = CompileOptions { wide_helpers: wide };
    compile_kernel_with(k, &options).unwrap_or_else(|e| panic!("{e}\n{k:#?}"))
}

/// Runs `k` on `bufs` over `ranges` (in order), with or without the tile helpers.
pub(crate) fn run_with(k: &Kernel, bufs: &mut [Vec<u8>], ranges: &[(i64, i64)], wide: bool) {
    let loaded = LoadedKernel::load(&compile(k, wide)).unwrap();
    let ptrs: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
    for &(s, e) in ranges {
        // SAFETY: the buffers have the kernel's sizes and outlive the call.
        unsafe { loaded.call(&ptrs, s, e) };
    }
}

pub(crate) fn f(x: f64) -> Expr {
    Expr::Float(x, F32)
}

pub(crate) fn exp(x: Expr) -> Expr {
    un(UnaryOp::Exp, x)
}

pub(crate) fn tanh(x: Expr) -> Expr {
    un(UnaryOp::Tanh, x)
}

pub(crate) fn logistic(x: Expr) -> Expr {
    un(UnaryOp::Logistic, x)
}

/// Every 4099th bit pattern (both signs, all magnitudes, NaNs), then the special values.
fn sweep() -> Vec<f32> {
    let mut xs: Vec<f32> = (0..u32::MAX / 4099)
        .map(|k| f32::from_bits(k * 4099))
        .collect();
    xs.extend([
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        1e-45,
        -1e-45,
        f32::MAX,
        -f32::MAX,
        88.72,
        89.0,
        -103.9,
        -104.5,
        0.625,
        -0.625,
        0.624_999_94,
        // erf's split between its polynomial and its exponential form, and its clamp.
        0.921_875,
        -0.921_875,
        0.921_874_94,
        4.0,
        -4.0,
        3.999_999_8,
        4.000_000_5,
        1e-30,
    ]);
    xs
}

pub(crate) fn bytes(xs: &[f32]) -> Vec<u8> {
    xs.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub(crate) fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Bit for bit, except NaN payloads.
fn assert_identical(what: &str, xs: &[f32], a: &[f32], b: &[f32]) {
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let same = x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
        assert!(same, "{what}: at x = {:e}: {x:e} vs {y:e}", xs[i]);
    }
}

#[test]
fn tile_helpers_are_bit_identical_to_the_inline_math() {
    let xs = sweep();
    let ops = [
        UnaryOp::Exp,
        UnaryOp::Log,
        UnaryOp::Tanh,
        UnaryOp::Logistic,
        UnaryOp::Erf,
        UnaryOp::Log1p,
        UnaryOp::Expm1,
    ];
    for op in ops {
        let n = xs.len() as i64;
        let run = |w: u8, wide: bool| {
            let k = elementwise(&[F32], F32, n, w, |a| un(op, a[0].clone()));
            let mut bufs = vec![bytes(&xs), vec![0u8; 4 * n as usize]];
            run_with(&k, &mut bufs, &[(0, n)], wide);
            floats(&bufs[1])
        };
        let tiled = run(4, true);
        assert_identical(
            &format!("{op:?} tiled vs inline"),
            &xs,
            &tiled,
            &run(4, false),
        );
        assert_identical(
            &format!("{op:?} tiled vs scalar"),
            &xs,
            &tiled,
            &run(1, true),
        );
    }
}

/// Every f32 in [-104, -87] (exp's subnormal results, where the wide code's one-step
/// `p · 2^n` must round as the inline two-step one) and in [-1, 1] at a stride, through exp,
/// expm1, tanh, logistic and erf: tiled and inline bit-identical.
#[test]
fn exp_near_underflow_every_float() {
    let dense = (87f32.to_bits()..=104f32.to_bits()).map(|b| -f32::from_bits(b));
    let small = (0..1u32 << 30).step_by(97).map(f32::from_bits);
    let xs: Vec<f32> = dense
        .chain(small.clone())
        .chain(small.map(|x| -x))
        .collect();
    let n = xs.len() as i64;
    let ops = [
        UnaryOp::Exp,
        UnaryOp::Expm1,
        UnaryOp::Tanh,
        UnaryOp::Logistic,
        UnaryOp::Erf,
    ];
    for op in ops {
        let k = elementwise(&[F32], F32, n, 4, |a| un(op, a[0].clone()));
        let run = |wide: bool| {
            let mut bufs = vec![bytes(&xs), vec![0u8; 4 * n as usize]];
            run_with(&k, &mut bufs, &[(0, n)], wide);
            floats(&bufs[1])
        };
        assert_identical(&format!("{op:?}"), &xs, &run(true), &run(false));
    }
}

/// Every f32 of either sign in [0.9, 4.1] (erf's exponential form, its split at 0.921875 and
/// its clamp at 4), and every f32 in [-1, 2^-20] and [1, 2] at a stride and around -1 densely
/// for log1p (both sides of its Fast2Sum's ordering), and ±[0.5, 90] at a stride for expm1:
/// tiled and inline bit-identical.
#[test]
fn erf_log1p_and_expm1_dense_sweeps() {
    let dense = (0.9f32.to_bits()..=4.1f32.to_bits()).map(f32::from_bits);
    let xs: Vec<f32> = dense.clone().chain(dense.map(|x| -x)).collect();
    assert_wide_matches_inline(UnaryOp::Erf, &xs);

    let near_minus_one = ((-1f32).to_bits() - 200_000..=(-1f32).to_bits() + 200_000)
        .map(f32::from_bits)
        .chain((1f32.to_bits() - 200_000..=1f32.to_bits()).map(|b| -f32::from_bits(b)));
    let strided = (0..1u32 << 31).step_by(251).map(f32::from_bits);
    let xs: Vec<f32> = near_minus_one
        .chain(strided.clone())
        .chain(strided.map(|x| -x))
        .collect();
    assert_wide_matches_inline(UnaryOp::Log1p, &xs);

    // expm1 over ±[0.5, 90] at a stride of 7 bit patterns: every branch (n below -25,
    // moderate, above 24, overflow) and the boundaries between them.
    let range = (0.5f32.to_bits()..=90f32.to_bits())
        .step_by(7)
        .map(f32::from_bits);
    let xs: Vec<f32> = range.clone().chain(range.map(|x| -x)).collect();
    assert_wide_matches_inline(UnaryOp::Expm1, &xs);
}

/// `op` over `xs` in a vector loop, with the wide helpers and without: bit-identical.
fn assert_wide_matches_inline(op: UnaryOp, xs: &[f32]) {
    let n = xs.len() as i64;
    let k = elementwise(&[F32], F32, n, 4, |a| un(op, a[0].clone()));
    let run = |wide: bool| {
        let mut bufs = vec![bytes(xs), vec![0u8; 4 * n as usize]];
        run_with(&k, &mut bufs, &[(0, n)], wide);
        floats(&bufs[1])
    };
    assert_identical(&format!("{op:?}"), xs, &run(true), &run(false));
}

/// Where the host has AVX-512, a vector loop with exp calls the tile helper (different
/// code); elsewhere the option changes nothing.
#[test]
fn tiling_happens_exactly_where_the_host_allows_it() {
    let k = elementwise(&[F32], F32, 1000, 4, |a| exp(a[0].clone()));
    let differs = compile(&k, true).code != compile(&k, false).code;
    assert_eq!(differs, wide_helpers_available());
    let scalar = with_vector_width(&k, 1);
    assert_eq!(compile(&scalar, true).code, compile(&scalar, false).code);
}

/// Runs `k` tiled and inline, whole and in uneven parallel pieces: all bit-identical, and
/// within `ulps` of `kir_eval` (unless `None`: where cancellation magnifies the math's ulp
/// into arbitrary relative errors, only the bitwise comparisons apply).
pub(crate) fn check_tiled(k: &Kernel, ulps: Option<u64>) {
    let whole = vec![(0, k.parallel_extent())];
    let pieces = split_ranges(k);
    let inputs = make_buffers(k, 7);
    let mut want = inputs.clone();
    run_ref(k, &mut want, &whole);
    let mut reference: Option<Vec<Vec<u8>>> = None;
    for wide in [true, false] {
        for ranges in [&whole, &pieces] {
            let mut got = inputs.clone();
            run_with(k, &mut got, ranges, wide);
            if let Some(ulps) = ulps {
                if let Err(e) = compare(k, &got, &want, Tol::Ulp(ulps)) {
                    panic!("wide={wide} ranges={ranges:?} vs kir_eval: {e}\n{k:#?}");
                }
            }
            match &reference {
                None => reference = Some(got),
                Some(r) => {
                    if let Err(e) = compare(k, &got, r, Tol::Exact) {
                        panic!("wide={wide} ranges={ranges:?} vs tiled whole: {e}\n{k:#?}");
                    }
                }
            }
        }
    }
    let scalar = with_vector_width(k, 1);
    let mut got = inputs.clone();
    run_with(&scalar, &mut got, &whole, false);
    if let Err(e) = compare(k, &got, reference.as_ref().unwrap(), Tol::Exact) {
        panic!("scalar vs tiled: {e}\n{k:#?}");
    }
}

/// Extents below, at and around the tile size (256) and its multiples.
const EXTENTS: [i64; 9] = [1, 3, 4, 7, 255, 256, 257, 515, 1029];

#[test]
fn a_chain_with_two_sites() {
    for n in EXTENTS {
        // elementwise_chain's body: max(exp(-|tanh(x*y + 1)*0.5 - y|), x).
        let k = elementwise(&[F32, F32], F32, n, 4, |a| {
            let (x, y) = (a[0].clone(), a[1].clone());
            let t = tanh(Expr::Fma(
                Box::new(x.clone()),
                Box::new(y.clone()),
                Box::new(f(1.0)),
            ));
            let d = bin(BinaryOp::Sub, mul(t, f(0.5)), y);
            let e = exp(un(UnaryOp::Neg, un(UnaryOp::Abs, d)));
            bin(BinaryOp::Max, e, x)
        });
        check_tiled(&k, None);
        // The same without the cancelling subtraction, against kir_eval too.
        let k = elementwise(&[F32, F32], F32, n, 4, |a| {
            let (x, y) = (a[0].clone(), a[1].clone());
            let t = tanh(Expr::Fma(
                Box::new(x.clone()),
                Box::new(y),
                Box::new(f(1.0)),
            ));
            let e = exp(un(UnaryOp::Neg, un(UnaryOp::Abs, mul(t, f(0.5)))));
            bin(BinaryOp::Max, e, x)
        });
        check_tiled(&k, Some(2));
    }
}

#[test]
fn nested_sites_and_uniform_operands() {
    for n in EXTENTS {
        // exp(tanh(x)) needs tanh's tile before exp's argument; exp(0.5) is uniform and stays
        // inline; log(|x| + 2) is positive and far from 0.
        let k = elementwise(&[F32], F32, n, 4, |a| {
            let inner = exp(tanh(a[0].clone()));
            let l = un(UnaryOp::Log, add(un(UnaryOp::Abs, a[0].clone()), f(2.0)));
            let s = add(mul(inner, exp(f(0.5))), logistic(mul(a[0].clone(), f(3.0))));
            add(s, l)
        });
        check_tiled(&k, Some(8));
    }
}

/// Sites in assignments and in two outputs; later statements read earlier variables.
#[test]
fn sites_in_assignments_and_several_outputs() {
    for n in EXTENTS {
        let mut k = Kernel::new("multi");
        let x = k.add_buffer(buffer("x", F32, n, false));
        let y = k.add_buffer(buffer("y", F32, n, false));
        let o0 = k.add_buffer(buffer("o0", F32, n, true));
        let o1 = k.add_buffer(buffer("o1", F32, n, true));
        let i = k.new_var(S64);
        let (v1, v2, v3) = (k.new_var(F32), k.new_var(F32), k.new_var(F32));
        let body = vec![
            Stmt::Assign {
                var: v1,
                value: load(x, var(i)),
            },
            Stmt::Assign {
                var: v2,
                value: exp(mul(var(v1), f(0.25))),
            },
            Stmt::Store {
                buffer: o0,
                index: var(i),
                value: add(var(v2), logistic(var(v1))),
            },
            Stmt::Assign {
                var: v3,
                value: tanh(mul(var(v2), load(y, var(i)))),
            },
            Stmt::Store {
                buffer: o1,
                index: var(i),
                value: mul(var(v3), var(v2)),
            },
        ];
        k.body.push(Stmt::Loop {
            var: i,
            extent: n,
            body,
            parallel: true,
            vector_width: 4,
        });
        check_tiled(&k, Some(8));
    }
}

/// softmax's shape: a parallel loop over rows, a uniform per-row value, and an inner vector
/// loop whose extent is not a multiple of four or of the tile.
#[test]
fn inner_vector_loops_with_uniform_values() {
    let (rows, cols) = (5, 301);
    let mut k = Kernel::new("rows");
    let x = k.add_buffer(buffer("x", F32, rows * cols, false));
    let m = k.add_buffer(buffer("m", F32, rows, false));
    let o = k.add_buffer(buffer("o", F32, rows * cols, true));
    let (r, c) = (k.new_var(S64), k.new_var(S64));
    let mr = k.new_var(F32);
    let at = add(mul(var(r), i64c(cols)), var(c));
    let inner = Stmt::Loop {
        var: c,
        extent: cols,
        body: vec![Stmt::Store {
            buffer: o,
            index: at.clone(),
            value: exp(bin(BinaryOp::Sub, load(x, at), var(mr))),
        }],
        parallel: false,
        vector_width: 4,
    };
    k.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        body: vec![
            Stmt::Assign {
                var: mr,
                value: load(m, var(r)),
            },
            inner,
        ],
        parallel: true,
        vector_width: 1,
    });
    check_tiled(&k, Some(2));
}

/// More sites than get a scratch buffer: the rest stay inline, with the same results.
#[test]
fn many_sites() {
    let k = elementwise(&[F32], F32, 777, 4, |a| {
        (1..=11)
            .map(|j| exp(mul(a[0].clone(), f(j as f64 * 0.125))))
            .reduce(add)
            .unwrap()
    });
    check_tiled(&k, Some(8));
}

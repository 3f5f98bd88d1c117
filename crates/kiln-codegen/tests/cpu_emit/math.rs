//! Accuracy of the inline f32 math: each function over a sweep of the whole f32 line (every
//! 4099th bit pattern, both signs), a dense sample of its interesting range, and the special
//! values, against the f64 function rounded to f32. The bounds are the measured maxima;
//! NaN must map to NaN and every special value (±0, ±inf, subnormals) to C's result.
//! The vector and scalar forms must agree bit for bit.

use crate::harness::*;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;

/// Inputs: the sweep, a dense sample of [-range, range], and the special values.
fn inputs(range: f32, rng: &mut Rng) -> Vec<f32> {
    let mut xs: Vec<f32> = (0..u32::MAX / 4099)
        .map(|k| f32::from_bits(k * 4099))
        .collect();
    xs.extend((0..200_000).map(|_| {
        let u = (rng.next() >> 40) as f32 / (1u64 << 24) as f32;
        (2.0 * u - 1.0) * range
    }));
    xs.extend([
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        -f32::MIN_POSITIVE,
        1e-45,
        -1e-45,
        1e-40,
        f32::MAX,
        -f32::MAX,
        1.0,
        -1.0,
        88.72,
        89.0,
        -87.5,
        -103.9,
        -104.5,
        8192.0,
        8192.5,
        -8193.0,
        std::f32::consts::PI,
        1e-8,
    ]);
    xs
}

/// Runs `out[i] = op(in[i])` through the JIT with vector width `w`.
fn run(op: &dyn Fn(Vec<Expr>) -> Expr, ins: &[&[f32]], w: u8) -> Vec<f32> {
    let n = ins[0].len() as i64;
    let types = vec![F32; ins.len()];
    let k = elementwise(&types, F32, n, w, |a| op(a.to_vec()));
    let mut bufs: Vec<Vec<u8>> = ins
        .iter()
        .map(|x| x.iter().flat_map(|v| v.to_le_bytes()).collect())
        .collect();
    bufs.push(vec![0u8; 4 * n as usize]);
    run_jit(&k, &mut bufs, &[(0, n)]).unwrap();
    bufs[ins.len()]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// The worst error in ulps (NaN vs non-NaN counts as infinite) and where it happens.
fn worst(got: &[f32], want: impl Fn(usize) -> f64) -> (u64, usize) {
    let mut max = (0, 0);
    for (i, &g) in got.iter().enumerate() {
        let w = want(i) as f32;
        let d = if g.is_nan() || w.is_nan() {
            if g.is_nan() == w.is_nan() {
                0
            } else {
                u64::MAX
            }
        } else {
            ulp_distance(F32, &g.to_le_bytes(), &w.to_le_bytes())
        };
        if d > max.0 {
            max = (d, i);
        }
    }
    max
}

/// Bit for bit, except that NaN payloads may differ (x64's vector and scalar min/max
/// propagate different NaN bits).
fn identical(a: &[f32], b: &[f32]) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

fn check_unary(name: &str, op: UnaryOp, reference: fn(f64) -> f64, range: f32, bound: u64) {
    let xs = inputs(range, &mut Rng(0x5eed));
    let apply = move |a: Vec<Expr>| un(op, a[0].clone());
    let got = run(&apply, &[&xs], 4);
    let scalar = run(&apply, &[&xs], 1);
    assert!(
        identical(&got, &scalar),
        "{name}: vector and scalar code differ"
    );
    let (ulps, at) = worst(&got, |i| reference(xs[i] as f64));
    println!(
        "{name:>9}: max {ulps} ulp over {} inputs (at x = {:e}: got {:e}, want {:e})",
        xs.len(),
        xs[at],
        got[at],
        reference(xs[at] as f64) as f32
    );
    assert!(
        ulps <= bound,
        "{name}: {ulps} ulp > {bound} at x = {:e}",
        xs[at]
    );
}

#[test]
fn exp_within_1_ulp() {
    check_unary("exp", UnaryOp::Exp, f64::exp, 100.0, 1);
}

#[test]
fn expm1_within_1_ulp() {
    check_unary("expm1", UnaryOp::Expm1, f64::exp_m1, 20.0, 1);
}

#[test]
fn log_within_1_ulp() {
    check_unary("log", UnaryOp::Log, f64::ln, 4.0, 1);
}

#[test]
fn log1p_within_1_ulp() {
    check_unary("log1p", UnaryOp::Log1p, f64::ln_1p, 2.0, 1);
}

#[test]
fn logistic_within_2_ulp() {
    check_unary(
        "logistic",
        UnaryOp::Logistic,
        |x| 1.0 / (1.0 + (-x).exp()),
        110.0,
        2,
    );
}

#[test]
fn tanh_within_1_ulp() {
    check_unary("tanh", UnaryOp::Tanh, f64::tanh, 10.0, 1);
}

#[test]
fn erf_within_1_ulp() {
    check_unary("erf", UnaryOp::Erf, libm::erf, 5.0, 1);
}

#[test]
fn cbrt_within_1_ulp() {
    check_unary("cbrt", UnaryOp::Cbrt, f64::cbrt, 10.0, 1);
}

/// Up to |x| = 8192 inline; beyond it the f64 helper (exact after rounding).
#[test]
fn sin_cos_within_2_ulp() {
    check_unary("sin", UnaryOp::Sin, f64::sin, 10_000.0, 2);
    check_unary("cos", UnaryOp::Cos, f64::cos, 10_000.0, 2);
}

#[test]
fn tan_and_rsqrt() {
    check_unary("tan", UnaryOp::Tan, f64::tan, 10.0, 0);
    check_unary("rsqrt", UnaryOp::Rsqrt, |x| 1.0 / x.sqrt(), 10.0, 1);
}

#[test]
fn atan2_within_3_ulp() {
    let mut rng = Rng(77);
    let mut ys = Vec::new();
    let mut xs = Vec::new();
    // Random magnitudes over many binades, plus every pair of special values.
    for _ in 0..1_000_000 {
        ys.push(random_float(&mut rng) as f32);
        xs.push(random_float(&mut rng) as f32);
    }
    let specials = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1e-40,
        f32::MAX,
    ];
    for &y in &specials {
        for &x in &specials {
            ys.push(y);
            xs.push(x);
        }
    }
    let apply = |a: Vec<Expr>| bin(BinaryOp::Atan2, a[0].clone(), a[1].clone());
    let got = run(&apply, &[&ys, &xs], 4);
    let scalar = run(&apply, &[&ys, &xs], 1);
    assert!(
        identical(&got, &scalar),
        "atan2: vector and scalar code differ"
    );
    let (ulps, at) = worst(&got, |i| (ys[i] as f64).atan2(xs[i] as f64));
    println!(
        "    atan2: max {ulps} ulp over {} inputs (at y = {:e}, x = {:e})",
        ys.len(),
        ys[at],
        xs[at]
    );
    assert!(
        ulps <= 3,
        "atan2: {ulps} ulp at ({:e}, {:e})",
        ys[at],
        xs[at]
    );
    // Signed zeros exactly.
    for (i, (&y, &x)) in ys.iter().zip(&xs).enumerate().skip(1_000_000) {
        let want = (y as f64).atan2(x as f64) as f32;
        if want == 0.0 {
            assert_eq!(got[i].to_bits(), want.to_bits(), "atan2({y}, {x})");
        }
    }
}

/// pow over random bases and exponents of many magnitudes (results from subnormal to
/// overflow), integer exponents with negative bases, and every pair of special values,
/// which must match C's pow exactly (sign of zero and infinity included).
#[test]
fn pow_within_1_ulp() {
    let mut rng = Rng(99);
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for k in 0..1_000_000 {
        let x = random_float(&mut rng) as f32;
        let y = match k % 4 {
            0 => (rng.below(41) as f32) - 20.0,
            1 => ((rng.next() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 8.0,
            _ => random_float(&mut rng) as f32 / 1e3,
        };
        xs.push(if k % 3 == 0 { x.abs() } else { x });
        ys.push(y);
    }
    let specials = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        -2.0,
        3.0,
        -3.0,
        2.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1e-40,
        f32::MAX,
    ];
    for &x in &specials {
        for &y in &specials {
            xs.push(x);
            ys.push(y);
        }
    }
    let apply = |a: Vec<Expr>| bin(BinaryOp::Pow, a[0].clone(), a[1].clone());
    let got = run(&apply, &[&xs, &ys], 4);
    let scalar = run(&apply, &[&xs, &ys], 1);
    assert!(
        identical(&got, &scalar),
        "pow: vector and scalar code differ"
    );
    let want = |i: usize| (xs[i] as f64).powf(ys[i] as f64);
    let (ulps, at) = worst(&got, want);
    println!(
        "      pow: max {ulps} ulp over {} inputs (at x = {:e}, y = {:e}: got {:e}, want {:e})",
        xs.len(),
        xs[at],
        ys[at],
        got[at],
        want(at) as f32
    );
    assert!(ulps <= 1, "pow: {ulps} ulp at ({:e}, {:e})", xs[at], ys[at]);
    for i in 1_000_000..xs.len() {
        let w = want(i) as f32;
        let same = got[i].to_bits() == w.to_bits() || (got[i].is_nan() && w.is_nan());
        assert!(
            same,
            "pow({:e}, {:e}) = {:e}, want {:e}",
            xs[i], ys[i], got[i], w
        );
    }
}

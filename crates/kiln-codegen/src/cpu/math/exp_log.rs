//! exp, expm1, log, log1p, logistic and tanh in f32. `cpu::wide` transliterates exp, log,
//! logistic and tanh for AVX-512: a change here must be made there too (its tests compare
//! the two bit for bit).
//!
//! exp and log use Cephes' single-precision polynomials; expm1's polynomial was fitted
//! (weighted least squares towards minimax) for this file. Range reduction is Cody–Waite with
//! ln 2 = C1 + C2, where C1 has 9 significant bits so that `n * C1` is exact.

use super::super::simd::M;
use super::{round_to_int, scale_by_pow2};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::Value;
use std::f32::consts::LOG2_E;

pub(in crate::cpu) const LN2_HI: f32 = 0.693_359_4; // 0.693359375
pub(in crate::cpu) const LN2_LO: f32 = -0.000_212_194_44;

/// e^r - 1 - r - r²/2 = r³·Q(r) on |r| <= ln2/2 (fitted, relative error 5e-8).
pub(in crate::cpu) const EXPM1_Q: [f32; 5] = [
    0.000_198_619_35,
    0.001_392_616,
    0.008_333_346,
    0.041_666_556,
    0.166_666_67,
];
/// Cephes expf: e^r = 1 + r + r²·P(r).
pub(in crate::cpu) const EXP_P: [f32; 6] = [
    0.000_198_756_91,
    0.001_398_199_9,
    0.008_333_452,
    0.041_665_796,
    0.166_666_66,
    0.5,
];
/// Cephes logf: log(1+f) = f - f²/2 + f³·P(f) for sqrt(1/2) <= 1+f < sqrt(2).
pub(in crate::cpu) const LOG_P: [f32; 9] = [
    0.070_376_836,
    -0.115_146_1,
    0.116_769_984,
    -0.124_201_41,
    0.142_493_23,
    -0.166_680_57,
    0.200_007_14,
    -0.249_999_94,
    0.333_333_3,
];
/// Cephes tanhf: tanh(x) = x + x·x²·P(x²) for |x| < 0.625.
pub(in crate::cpu) const TANH_P: [f32; 5] = [
    -0.005_704_988_7,
    0.020_639_088,
    -0.053_739_715,
    0.133_314_42,
    -0.333_332_8,
];

/// exp's argument is clamped to [EXP_CLAMP_LO, EXP_CLAMP_HI]: every finite f32 result.
pub(in crate::cpu) const EXP_CLAMP_LO: f32 = -104.0;
pub(in crate::cpu) const EXP_CLAMP_HI: f32 = 89.0;
/// tanh uses its polynomial below this magnitude.
pub(in crate::cpu) const TANH_SMALL: f32 = 0.625;

/// Reduces `x` (clamped to [-104, 89], which covers every finite f32 result) to
/// `x = n·ln2 + r`, |r| <= ln2/2; returns (r, n as i32). NaN stays NaN in `r`.
fn reduce(m: &mut M, x: Value) -> (Value, Value) {
    let lo = m.f(EXP_CLAMP_LO);
    let hi = m.f(EXP_CLAMP_HI);
    // NaN stays in as the second operand.
    let xc = m.max_or_second(lo, x);
    let xc = m.min_or_second(hi, xc);
    let t = m.mulc(xc, LOG2_E);
    let (nf, n) = round_to_int(m, t);
    // nf·LN2_HI is exact, so fusing changes nothing there; the second step gains a rounding.
    let c1 = m.f(-LN2_HI);
    let r = m.fma(nf, c1, xc);
    let c2 = m.f(-LN2_LO);
    let r = m.fma(nf, c2, r);
    (r, n)
}

pub(super) fn exp(m: &mut M, x: Value) -> Value {
    let (r, n) = reduce(m, x);
    let z = m.mul(r, r);
    let p = m.poly(r, &EXP_P);
    let p = m.fma(p, z, r);
    let p = m.addc(p, 1.0);
    scale_by_pow2(m, p, n)
}

/// expm1 = 2^n·expm1(r) + (2^n - 1): both terms exact for |n| <= 24, so small and
/// moderate results keep full relative precision; beyond, the -1 no longer matters.
/// (`cpu::wide::expm1_n` is the same operations sixteen lanes at a time.)
pub(super) fn expm1(m: &mut M, x: Value) -> Value {
    let (r, n) = reduce(m, x);
    let z = m.mul(r, r);
    let q = m.poly(r, &EXPM1_Q);
    let q = m.mul(q, z);
    let q = m.mul(q, r);
    let half_z = m.mulc(z, 0.5);
    let em = m.add(q, half_z);
    let em = m.add(em, r);
    // Moderate n: t = 2^n is exact (n clamped so the bits stay meaningful).
    let lo = m.i(-30);
    let hi = m.i(30);
    let nc = m.smax(n, lo);
    let nc = m.smin(nc, hi);
    let t = super::pow2(m, nc);
    let te = m.mul(t, em);
    let tm1 = m.addc(t, -1.0);
    let moderate = m.add(te, tm1);
    let em1 = m.addc(em, 1.0);
    let large = scale_by_pow2(m, em1, n);
    let minus_one = m.f(-1.0);
    let is_large = m.icmpc(IntCC::SignedGreaterThan, n, 24);
    let is_tiny = m.icmpc(IntCC::SignedLessThan, n, -25);
    let res = m.sel(is_tiny, minus_one, moderate);
    let res = m.sel(is_large, large, res);
    // expm1(±0) = ±0, NaN stays NaN. Under DAZ a denormal compares equal to zero: its
    // result is the zero of its sign (as kiln-eval's flush), not the denormal itself.
    let zero = m.f(0.0);
    let signed_zero = m.copysign(zero, x);
    let is_zero = m.fcmp(FloatCC::Equal, x, zero);
    let res = m.sel(is_zero, signed_zero, res);
    let is_nan = m.is_nan(x);
    m.sel(is_nan, x, res)
}

/// Splits positive `x` into `log(x) = log(1 + f) + e·ln2` with sqrt(1/2) <= 1+f < sqrt(2);
/// returns (f, e as f32). Subnormals are scaled into the normal range first.
pub(super) fn log_parts(m: &mut M, x: Value) -> (Value, Value) {
    let tiny = m.fcmpc(FloatCC::LessThan, x, f32::MIN_POSITIVE);
    let scaled = m.mulc(x, 16_777_216.0);
    let xs = m.sel(tiny, scaled, x);
    let bits = m.bits(xs);
    let exp_field = m.sshr(bits, 23);
    let e = m.iaddc(exp_field, -126);
    let e24 = m.iaddc(e, -24);
    let e = m.sel(tiny, e24, e);
    let mant = m.bandc(bits, 0x007f_ffff);
    let mant = m.borc(mant, 0x3f00_0000); // in [0.5, 1)
    let mf = m.float(mant);
    let small = m.fcmpc(FloatCC::LessThan, mf, std::f32::consts::FRAC_1_SQRT_2);
    let e1 = m.iaddc(e, -1);
    let e = m.sel(small, e1, e);
    let doubled = m.add(mf, mf);
    let mf = m.sel(small, doubled, mf);
    let f = m.addc(mf, -1.0);
    let ef = m.int_to_float(e);
    (f, ef)
}

/// log(1 + f) + e·ln2 (Cephes' evaluation order, which keeps the small terms together).
fn log_poly(m: &mut M, f: Value, e: Value) -> Value {
    let z = m.mul(f, f);
    let y = m.poly(f, &LOG_P);
    let y = m.mul(y, f);
    let y = m.mul(y, z);
    let lo = m.mulc(e, LN2_LO);
    let y = m.add(y, lo);
    let hz = m.mulc(z, 0.5);
    let y = m.sub(y, hz);
    let r = m.add(f, y);
    let hi = m.mulc(e, LN2_HI);
    m.add(r, hi)
}

/// log with C's special values: log(±0) = -inf, log(x<0) = NaN, log(inf) = inf.
pub(super) fn log(m: &mut M, x: Value) -> Value {
    let (f, e) = log_parts(m, x);
    let r = log_poly(m, f, e);
    log_specials(m, x, x, r)
}

/// Overrides `r` for the special inputs of log, judged on `u` (the log argument) and
/// returning `x` itself for NaN and +inf.
fn log_specials(m: &mut M, x: Value, u: Value, r: Value) -> Value {
    let zero = m.f(0.0);
    let is_zero = m.fcmp(FloatCC::Equal, u, zero);
    let ninf = m.f(f32::NEG_INFINITY);
    let r = m.sel(is_zero, ninf, r);
    let neg = m.fcmp(FloatCC::LessThan, u, zero);
    let nan = m.f(f32::NAN);
    let r = m.sel(neg, nan, r);
    let inf = m.f(f32::INFINITY);
    let is_inf = m.fcmp(FloatCC::Equal, x, inf);
    let is_nan = m.is_nan(x);
    let keep = m.or(is_inf, is_nan);
    m.sel(keep, x, r)
}

/// log1p(x) = log(u) + c/u with u = fl(1 + x) and c the rounding error of that sum
/// (computed exactly by Fast2Sum, ordering the operands by magnitude).
pub(super) fn log1p(m: &mut M, x: Value) -> Value {
    let one = m.f(1.0);
    let u = m.add(one, x);
    let um1 = m.addc(u, -1.0);
    let c_small = m.sub(x, um1);
    let umx = m.sub(u, x);
    let c_large = m.sub(one, umx);
    let ax = m.abs(x);
    let x_small = m.fcmpc(FloatCC::LessThanOrEqual, ax, 1.0);
    let c = m.sel(x_small, c_small, c_large);
    let zero = m.f(0.0);
    let pos = m.fcmp(FloatCC::GreaterThan, u, zero);
    let safe_u = m.sel(pos, u, one);
    let (f, e) = log_parts(m, safe_u);
    let l = log_poly(m, f, e);
    let cu = m.div(c, u);
    let r = m.add(l, cu);
    let r = log_specials(m, x, u, r);
    // log1p(±0) = ±0 (the sum above would give +0 for -0); a denormal, equal to zero under
    // DAZ, gives the zero of its sign, not itself.
    let is_zero = m.fcmp(FloatCC::Equal, x, zero);
    let signed_zero = m.copysign(zero, x);
    m.sel(is_zero, signed_zero, r)
}

/// logistic(x) = 1/(1 + e^-x) for x >= 0 and e^x/(1 + e^x) for x < 0, so that neither side
/// cancels and tiny results stay accurate down to the subnormals.
pub(super) fn logistic(m: &mut M, x: Value) -> Value {
    let a = m.abs(x);
    let na = m.neg(a);
    let e = exp(m, na);
    let d = m.addc(e, 1.0);
    let zero = m.f(0.0);
    let neg = m.fcmp(FloatCC::LessThan, x, zero);
    let one = m.f(1.0);
    let num = m.sel(neg, e, one);
    m.div(num, d)
}

/// tanh: an odd polynomial below 0.625, else 1 - 2/(e^{2|x|} + 1) with x's sign (which
/// saturates to ±1 once e^{2|x|} overflows).
pub(super) fn tanh(m: &mut M, x: Value) -> Value {
    let z = m.mul(x, x);
    let p = m.poly(z, &TANH_P);
    let p = m.mul(p, z);
    let small = m.fma(p, x, x);
    let a = m.abs(x);
    let two_a = m.add(a, a);
    let e = exp(m, two_a);
    let d = m.addc(e, 1.0);
    let two = m.f(2.0);
    let q = m.div(two, d);
    let one = m.f(1.0);
    let big = m.sub(one, q);
    let big = m.copysign(big, x);
    let is_small = m.fcmpc(FloatCC::LessThan, a, TANH_SMALL);
    let r = m.sel(is_small, small, big);
    let is_nan = m.is_nan(x);
    m.sel(is_nan, x, r)
}

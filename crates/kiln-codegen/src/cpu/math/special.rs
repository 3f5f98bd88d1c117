//! erf and cbrt in f32, with polynomials fitted for this file (weighted least squares
//! iterated towards minimax, in f64, then rounded to f32).

use super::super::simd::M;
use super::exp_log::exp;
use super::pow2;
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::Value;

/// Below this, erf(x) = x + x·P(x²).
pub(in crate::cpu) const ERF_SPLIT: f32 = 0.921_875;
/// erf(x)/x - 1 = P(x²) on |x| < 0.921875.
pub(in crate::cpu) const ERF_SMALL: [f32; 6] = [
    -0.000_602_389_7,
    0.004_996_477,
    -0.026_765_432,
    0.112_816_29,
    -0.376_124_5,
    0.128_379_14,
];
/// -log(erfc(a)) = a + a·Q(a) on [0.921875, 4]; beyond 4 erf rounds to ±1.
pub(in crate::cpu) const ERF_LARGE: [f32; 7] = [
    1.159_161_5e-5,
    -0.000_326_349_28,
    0.003_656_608,
    -0.023_791_388,
    0.106_270_19,
    0.635_131_66,
    0.128_653_21,
];
/// cbrt(m) ≈ quadratic on [1, 8): a 1.6% start for one Halley and one Newton step.
const CBRT_START: [f32; 3] = [-0.014_667_547, 0.268_050_76, 0.762_533];

/// erf: an odd polynomial near 0, else 1 - e^{-r(|x|)} with x's sign. The exponential form
/// keeps the relative error of erfc small, which is what erf needs close to ±1.
/// (`cpu::wide::erf_n` is the same operations sixteen lanes at a time.)
pub(super) fn erf(m: &mut M, x: Value) -> Value {
    let a = m.abs(x);
    let t = m.mul(x, x);
    let p = m.poly(t, &ERF_SMALL);
    let p = m.mul(p, x);
    let small = m.add(p, x);
    let four = m.f(4.0);
    let ac = m.min_or_second(four, a);
    let q = m.poly(ac, &ERF_LARGE);
    let q = m.mul(q, ac);
    let r = m.add(q, ac);
    let nr = m.neg(r);
    let e = exp(m, nr);
    let one = m.f(1.0);
    let large = m.sub(one, e);
    let large = m.copysign(large, x);
    let is_small = m.fcmpc(FloatCC::LessThan, a, ERF_SPLIT);
    m.sel(is_small, small, large)
}

/// cbrt: |x| = mant·2^(3k) with mant in [1, 8), a polynomial start, one Halley step and a
/// final Newton correction (whose small residual y³ - mant keeps the last bit honest).
pub(super) fn cbrt(m: &mut M, x: Value) -> Value {
    let a = m.abs(x);
    let tiny = m.fcmpc(FloatCC::LessThan, a, f32::MIN_POSITIVE);
    let scaled = m.mulc(a, 16_777_216.0); // 2^24, whose cube root 2^8 is undone below
    let a = m.sel(tiny, scaled, a);
    let bits = m.bits(a);
    let exp_field = m.sshr(bits, 23);
    let e = m.iaddc(exp_field, -127);
    let e = m.int_to_float(e);
    let three = m.f(3.0);
    // (e + 1/2)/3 is at least 1/6 away from an integer, far more than the rounding error
    // of multiplying by an inexact 1/3, so the floor is exact.
    let k = m.addc(e, 0.5);
    let k = m.mulc(k, 1.0 / 3.0);
    let k = m.floor(k);
    let k3 = m.mul(k, three);
    let rem = m.sub(e, k3);
    let rem = m.trunc_to_int(rem);
    let mant_exp = m.iaddc(rem, 127);
    let mant_exp = m.shl(mant_exp, 23);
    let mant = m.bandc(bits, 0x007f_ffff);
    let mant = m.bor(mant, mant_exp);
    let mant = m.float(mant);
    let y = m.poly(mant, &CBRT_START);
    let y = halley_cbrt_step(m, y, mant);
    let y = newton_cbrt_step(m, y, mant);
    let ki = m.trunc_to_int(k);
    let k8 = m.iaddc(ki, -8);
    let ki = m.sel(tiny, k8, ki);
    let s = pow2(m, ki);
    let y = m.mul(y, s);
    let r = m.copysign(y, x);
    // ±0, ±inf and NaN are their own cube roots; a denormal, equal to zero under DAZ, gives
    // the zero of its sign, not itself.
    let ax = m.abs(x);
    let zero = m.f(0.0);
    let inf = m.f(f32::INFINITY);
    let is_zero = m.fcmp(FloatCC::Equal, ax, zero);
    let signed_zero = m.copysign(zero, x);
    let r = m.sel(is_zero, signed_zero, r);
    let is_inf = m.fcmp(FloatCC::Equal, ax, inf);
    let is_nan = m.is_nan(x);
    let keep = m.or(is_inf, is_nan);
    m.sel(keep, x, r)
}

/// y·(y³ + 2a)/(2y³ + a): cubic convergence to cbrt(a).
fn halley_cbrt_step(m: &mut M, y: Value, a: Value) -> Value {
    let y2 = m.mul(y, y);
    let y3 = m.mul(y2, y);
    let n = m.add(y3, a);
    let n = m.add(n, a);
    let d = m.add(y3, y3);
    let d = m.add(d, a);
    let y = m.mul(y, n);
    m.div(y, d)
}

/// y - (y³ - a)/(3y²).
fn newton_cbrt_step(m: &mut M, y: Value, a: Value) -> Value {
    let y2 = m.mul(y, y);
    let y3 = m.mul(y2, y);
    let res = m.sub(y3, a);
    let t = m.mulc(y, 3.0);
    let t = m.mul(t, y);
    let c = m.div(res, t);
    m.sub(y, c)
}

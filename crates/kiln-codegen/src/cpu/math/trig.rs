//! sin, cos and atan2 in f32 (Cephes' single-precision polynomials).
//!
//! sin/cos reduce by multiples of π/4 with a five-part Cody–Waite split of π/4: every piece
//! has at most 11 significant bits, so `y·piece` is exact for the multiples reached below
//! |x| = 8192 and the reduced argument is accurate even next to a zero of the function.
//! Larger arguments go to the f64 helper.

use super::super::helpers::Helper;
use super::super::simd::M;
use super::patch_lanes_with_helper;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::Value;
use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, PI};

/// π/4 = sum of these (each exactly representable with <= 11 significant bits but the last).
const PI4_PARTS: [f32; 5] = [
    0.785_156_25,
    0.000_241_875_65,
    3.774_766_8e-8,
    1.281_641_5e-12,
    3.061_617e-17,
];
const FOUR_OVER_PI: f32 = 1.273_239_5;
/// Above this the reduction's products stop being exact.
const REDUCTION_LIMIT: f32 = 8192.0;
const SIN_P: [f32; 3] = [-0.000_195_152_96, 0.008_332_161, -0.166_666_55];
const COS_P: [f32; 3] = [2.443_315_7e-5, -0.001_388_731_6, 0.041_666_646];
/// Cephes atanf on |u| <= tan(π/8): atan(u) = u + u·u²·P(u²).
const ATAN_P: [f32; 4] = [0.080_537_446, -0.138_776_85, 0.199_777_11, -0.333_329_5];
/// tan(π/8): above it atan reduces through atan(t) = π/4 + atan((t-1)/(t+1)).
const TAN_PI_8: f32 = 0.414_213_57;
/// The f32 constants' rounding errors (π/4, π/2, π), added back after the main term.
const FRAC_PI_4_LO: f32 = -2.185_569_4e-8;
const FRAC_PI_2_LO: f32 = -4.371_139e-8;
const PI_LO: f32 = -8.742_278e-8;

pub(super) fn sin_cos(m: &mut M, x: Value, is_cos: bool) -> Value {
    let a = m.abs(x);
    // Octant j (made even) of |x|; y = j as f32.
    let scaled = m.mulc(a, FOUR_OVER_PI);
    let j = m.trunc_to_int(scaled);
    let j = m.iaddc(j, 1);
    let j = m.bandc(j, !1);
    let y = m.int_to_float(j);
    let j = if is_cos { m.iaddc(j, -2) } else { j };
    let mut r = a;
    for part in PI4_PARTS {
        let t = m.mulc(y, part);
        r = m.sub(r, t);
    }
    let z = m.mul(r, r);
    let ps = m.poly(z, &SIN_P);
    let ps = m.mul(ps, z);
    let ps = m.mul(ps, r);
    let ps = m.add(ps, r);
    let pc = m.poly(z, &COS_P);
    let pc = m.mul(pc, z);
    let pc = m.mul(pc, z);
    let hz = m.mulc(z, 0.5);
    let pc = m.sub(pc, hz);
    let pc = m.addc(pc, 1.0);
    let j2 = m.bandc(j, 2);
    let use_cos = m.icmpc(IntCC::NotEqual, j2, 0);
    let res = m.sel(use_cos, pc, ps);
    // Bit 2 of j says whether to negate; sin is odd, so x's own sign joins in.
    let flip = m.shl(j, 29);
    let flip = if is_cos {
        let all = m.i(i32::MIN);
        m.bxor(flip, all)
    } else {
        let xb = m.bits(x);
        m.bxor(flip, xb)
    };
    let res = m.xor_sign(res, flip);
    let far = m.fcmpc(FloatCC::GreaterThan, a, REDUCTION_LIMIT);
    let helper = if is_cos {
        Helper::CosF32
    } else {
        Helper::SinF32
    };
    patch_lanes_with_helper(m, res, far, x, helper)
}

/// atan(t) for t in [0, 1] (or NaN).
fn atan01(m: &mut M, t: Value) -> Value {
    let big = m.fcmpc(FloatCC::GreaterThan, t, TAN_PI_8);
    let num = m.addc(t, -1.0);
    let den = m.addc(t, 1.0);
    let shifted = m.div(num, den);
    let u = m.sel(big, shifted, t);
    let z = m.mul(u, u);
    let p = m.poly(z, &ATAN_P);
    let p = m.mul(p, z);
    let p = m.mul(p, u);
    let r = m.add(p, u);
    let rb = m.addc(r, FRAC_PI_4);
    let rb = m.addc(rb, FRAC_PI_4_LO);
    m.sel(big, rb, r)
}

/// `|x|` and `|y|`, both scaled by 2^149 when the larger is below 2^-100, which keeps their
/// ratio and makes denormals normal: DAZ would read them as zero. A denormal's scaled value
/// is its integer mantissa; a normal's, an exact product.
fn unflushed_magnitudes(m: &mut M, x: Value, y: Value) -> (Value, Value) {
    let (ax, ay) = (m.abs(x), m.abs(y));
    let (xb, yb) = (m.bits(ax), m.bits(ay));
    let hi = m.smax(xb, yb);
    let small = m.icmpc(IntCC::SignedLessThan, hi, 27 << 23); // below 2^-100
    let mut scale = |v: Value, b: Value| {
        let denormal = m.icmpc(IntCC::SignedLessThan, b, 1 << 23);
        let mantissa = m.int_to_float(b);
        let product = m.mulc(v, 2f32.powi(100));
        let product = m.mulc(product, 2f32.powi(49));
        let scaled = m.sel(denormal, mantissa, product);
        m.sel(small, scaled, v)
    };
    let sx = scale(ax, xb);
    let sy = scale(ay, yb);
    (sx, sy)
}

/// `c_hi - r + c_lo`, a constant minus `r` with the constant's rounding error added back.
fn reflect(m: &mut M, c_hi: f32, c_lo: f32, r: Value) -> Value {
    let c = m.f(c_hi);
    let d = m.sub(c, r);
    m.addc(d, c_lo)
}

/// atan2(y, x) with C's special cases (signed zeros, infinities, NaN). The ratio is taken
/// as min/max of the magnitudes, so it never overflows, and the octant is restored after.
/// Denormal operands count at their value, as XLA:CPU's atan2 reads them (kiln-eval's too),
/// although compiled code runs with DAZ: see [`unflushed_magnitudes`].
pub(super) fn atan2(m: &mut M, y: Value, x: Value) -> Value {
    let (ax, ay) = unflushed_magnitudes(m, x, y);
    let inf = m.f(f32::INFINITY);
    let x_inf = m.fcmp(FloatCC::Equal, ax, inf);
    let y_inf = m.fcmp(FloatCC::Equal, ay, inf);
    let both_inf = m.and(x_inf, y_inf);
    let one = m.f(1.0);
    let ax = m.sel(both_inf, one, ax);
    let ay = m.sel(both_inf, one, ay);
    // NaN inputs are patched at the end, so the cheap min/max suffice.
    let hi = m.max_or_second(ax, ay);
    let lo = m.min_or_second(ax, ay);
    let t = m.div(lo, hi);
    let zero = m.f(0.0);
    let hi_zero = m.fcmp(FloatCC::Equal, hi, zero);
    let t = m.sel(hi_zero, zero, t);
    let r = atan01(m, t);
    let steep = m.fcmp(FloatCC::GreaterThan, ay, ax);
    let r2 = reflect(m, FRAC_PI_2, FRAC_PI_2_LO, r);
    let r = m.sel(steep, r2, r);
    let xb = m.bits(x);
    let x_neg = m.icmpc(IntCC::SignedLessThan, xb, 0);
    let r3 = reflect(m, PI, PI_LO, r);
    let r = m.sel(x_neg, r3, r);
    let yb = m.bits(y);
    let r = m.xor_sign(r, yb);
    let x_nan = m.is_nan(x);
    let y_nan = m.is_nan(y);
    let any_nan = m.or(x_nan, y_nan);
    let nan = m.add(x, y);
    m.sel(any_nan, nan, r)
}

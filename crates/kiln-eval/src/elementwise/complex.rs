//! Complex arithmetic and functions, written after the formulas XLA:CPU emits
//! (`elemental_ir_emitter.cc`), including their handling of zeros, infinities and NaNs.
//!
//! Everything is generic over the component type, so c64 is computed in f32 like XLA does
//! (transcendental parts go through f64 and are rounded once, see [`Real::via_f64`]). Operands
//! and results are flushed like all XLA:CPU arithmetic (see `scalar::flush`).

use super::scalar::{float_max, float_min, flush, Real};
use num_complex::Complex;

type C<F> = Complex<F>;

fn c<F>(re: F, im: F) -> C<F> {
    Complex::new(re, im)
}

fn exp<F: Real>(x: F) -> F {
    x.via_f64(f64::exp)
}
fn sin<F: Real>(x: F) -> F {
    x.via_f64(f64::sin)
}
fn cos<F: Real>(x: F) -> F {
    x.via_f64(f64::cos)
}
fn ln<F: Real>(x: F) -> F {
    x.via_f64(f64::ln)
}
fn atan2<F: Real>(y: F, x: F) -> F {
    y.via_f64_2(x, f64::atan2)
}
fn pow<F: Real>(x: F, y: F) -> F {
    x.via_f64_2(y, f64::powf)
}
fn two<F: Real>() -> F {
    F::ONE + F::ONE
}
fn inf<F: Real>() -> F {
    F::INFINITY
}

/// Flushes both parts.
pub(crate) fn flushed<F: Real>(z: C<F>) -> C<F> {
    c(flush(z.re), flush(z.im))
}

/// (min, max, 1 + (min/max)^2) of |re| and |im|: the pieces of an overflow-free |z|.
fn abs_parts<F: Real>(z: C<F>) -> (F, F, F) {
    let (x, y) = (z.re.abs(), z.im.abs());
    let (max, min) = (float_max(x, y), float_min(x, y));
    let q = min / max;
    (min, max, q.mul_add(q, F::ONE))
}

/// |z| = max * sqrt(1 + (min/max)^2) (the inner multiply-add one FMA); where that is NaN (0/0, inf/inf, NaN parts), `min`.
pub(crate) fn abs<F: Real>(z: C<F>) -> F {
    let (min, max, s) = abs_parts(z);
    let r = max * s.sqrt();
    if r.is_nan() {
        min
    } else {
        r
    }
}

pub(crate) fn sign<F: Real>(z: C<F>) -> C<F> {
    let r = abs(z);
    if r == F::ZERO {
        c(F::ZERO, F::ZERO)
    } else {
        c(z.re / r, z.im / r)
    }
}

/// e^(a+ib) = e^a (cos b + i sin b); a real argument stays real (e^inf is not inf + NaN i),
/// as XLA:CPU computes it (measured).
pub(crate) fn exp_c<F: Real>(z: C<F>) -> C<F> {
    let e = exp(z.re);
    let im = if z.im == F::ZERO { z.im } else { e * sin(z.im) };
    c(e * cos(z.im), im)
}

/// exp(z) - 1 = (expm1(a) cos(b) + cosm1(b)) + i exp(a) sin(b), accurate near 0.
pub(crate) fn expm1_c<F: Real>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let em1 = a.via_f64(f64::exp_m1);
    let cosm1 = b.via_f64(|v| -2.0 * (v / 2.0).sin().powi(2));
    let cos_b = cosm1 + F::ONE;
    let im = if b == F::ZERO {
        F::ZERO
    } else {
        (em1 + F::ONE) * sin(b)
    };
    c(em1 * cos_b + cosm1, im)
}

pub(crate) fn log_c<F: Real>(z: C<F>) -> C<F> {
    c(ln(abs(z)), atan2(z.im, z.re))
}

/// log(1 + z), with the real part as log1p of the larger of |1 + a|, |b| plus a correction.
pub(crate) fn log1p_c<F: Real>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let a1 = a + F::ONE;
    let (abs_a1, abs_b) = (a1.abs(), b.abs());
    let (max, min) = (float_max(abs_a1, abs_b), float_min(abs_a1, abs_b));
    let max_minus_one = if a1 > abs_b { a } else { max - F::ONE };
    let ratio = min / max;
    let half = F::ONE / two();
    let r = half * (ratio * ratio).via_f64(f64::ln_1p) + max_minus_one.via_f64(f64::ln_1p);
    c(if r.is_nan() { min } else { r }, atan2(b, a1))
}

/// sqrt(z) = sqrt(|z|) (cos(t/2) + i sin(t/2)), t = arg z, with C99's special values.
pub(crate) fn sqrt_c<F: Real>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let (min, max, s) = abs_parts(z);
    let r = max.sqrt() * pow(s, F::ONE / (two::<F>() * two()));
    let r = if r.is_nan() { min } else { r };
    if r == F::ZERO {
        return c(F::ZERO, F::ZERO);
    }
    let angle = atan2(b, a) / two();
    let (cs, sn) = (cos(angle), sin(angle));
    let (abs_b, inf) = (b.abs(), inf::<F>());
    let re = if abs_b == inf || a == inf {
        inf
    } else if a == -inf && abs_b != inf {
        F::ZERO
    } else {
        r * cs
    };
    let im = if abs_b == inf || a == -inf {
        inf.copysign(b)
    } else if r.is_nan() {
        r
    } else if sn == F::ZERO {
        sn
    } else {
        r * sn
    };
    c(re, im)
}

/// 1 / sqrt(z) = |z|^(-1/2) (cos(-t/2) + i sin(-t/2)), with XLA's special values.
pub(crate) fn rsqrt_c<F: Real>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let rsqrt = |x: F| F::ONE / x.sqrt();
    let (min, max, s) = abs_parts(z);
    let r = rsqrt(max) * rsqrt(s.sqrt());
    let r = if r.is_nan() { rsqrt(min) } else { r };
    let angle = -atan2(b, a) / two();
    let inf = inf::<F>();
    if a == F::ZERO && b == F::ZERO {
        return c(inf, F::NAN);
    }
    if (b.abs() == inf && a.is_nan()) || a.abs() == inf {
        return c(F::ZERO.copysign(a), -F::ZERO.copysign(b));
    }
    c(r * cos(angle), r * sin(angle))
}

/// sin and cos through exp(±y): sin(x+iy) = sin x cosh y + i cos x sinh y.
pub(crate) fn sin_c<F: Real>(z: C<F>) -> C<F> {
    let (sinh, cosh) = sinh_cosh(z.im);
    c(sin(z.re) * cosh, cos(z.re) * sinh)
}

pub(crate) fn cos_c<F: Real>(z: C<F>) -> C<F> {
    let (sinh, cosh) = sinh_cosh(z.im);
    c(cos(z.re) * cosh, -(sin(z.re) * sinh))
}

fn sinh_cosh<F: Real>(y: F) -> (F, F) {
    let half = F::ONE / two();
    let e = exp(y);
    let (p, q) = (half * e, half / e);
    (p - q, p + q)
}

/// tanh(a+ib) = (e^2a - e^-2a + 2i sin 2b) / (e^2a + e^-2a + 2 cos 2b), with the limits
/// ±1 for large |a| and C99's special values for infinite and NaN parts.
pub(crate) fn tanh_c<F: Real>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let expm1 = |x: F| x.via_f64(f64::exp_m1);
    let (e_pos, e_neg) = (expm1(a + a), expm1(-(a + a)));
    let real_numerator = e_pos - e_neg;
    let four = two::<F>() * two();
    let (cos_b, sin_b) = (cos(b), sin(b));
    let imag_numerator = four * (cos_b * sin_b);
    let exp_sum_m2 = e_pos + e_neg;
    let denom = exp_sum_m2 + cos_b * cos_b * four;
    let inf = inf::<F>();
    let mut re = if exp_sum_m2 == inf {
        F::ONE.copysign(a)
    } else {
        real_numerator / denom
    };
    let mut im = imag_numerator / denom;
    let a_is_inf = a.abs() == inf;
    let sin_2b_is_nan = imag_numerator.is_nan();
    if sin_2b_is_nan && !a_is_inf {
        re = F::NAN;
    }
    if b == F::ZERO || (a_is_inf && sin_2b_is_nan) {
        im = F::ZERO;
    }
    c(re, im)
}

/// tan(z) = -i tanh(iz).
pub(crate) fn tan_c<F: Real>(z: C<F>) -> C<F> {
    let t = tanh_c(c(-z.im, z.re));
    c(t.im, -t.re)
}

pub(crate) fn logistic_c<F: Real>(z: C<F>) -> C<F> {
    let one = c(F::ONE, F::ZERO);
    let e = exp_c(c(-z.re, -z.im));
    divide(one, c(F::ONE + e.re, e.im))
}

pub(crate) fn add<F: Real>(x: C<F>, y: C<F>) -> C<F> {
    c(x.re + y.re, x.im + y.im)
}

pub(crate) fn subtract<F: Real>(x: C<F>, y: C<F>) -> C<F> {
    c(x.re - y.re, x.im - y.im)
}

/// (a + ib)(c + id) as XLA:CPU computes it (measured): LLVM contracts each part into an
/// FMA, re = fma(a, c, -(b d)) and im = fma(b, c, a d), except where the two products are
/// one value that it computes once (z * conj(z), (x + iy)(y + ix)): then the part is the
/// plain difference or sum. Equal magnitudes of the factors stand in for "one value".
pub(crate) fn multiply<F: Real>(x: C<F>, y: C<F>) -> C<F> {
    let (a, b, cr, d) = (x.re, x.im, y.re, y.im);
    let same = |p: F, q: F, r: F, s: F| {
        let (p, q, r, s) = (p.abs(), q.abs(), r.abs(), s.abs());
        (p == r && q == s) || (p == s && q == r)
    };
    let re = if same(a, cr, b, d) {
        a * cr - b * d
    } else {
        a.mul_add(cr, -(b * d))
    };
    let im = if same(a, d, b, cr) {
        a * d + b * cr
    } else {
        b.mul_add(cr, a * d)
    };
    c(re, im)
}

/// Smith's division (with the FMAs XLA:CPU's code gets), with XLA's answers where it gives NaN: a zero divisor gives ±inf,
/// an infinite dividend over a finite divisor ±inf, a finite dividend over an infinite
/// divisor ±0.
pub(crate) fn divide<F: Real>(x: C<F>, y: C<F>) -> C<F> {
    let (ar, ai, br, bi) = (x.re, x.im, y.re, y.im);
    // Each multiply-add is one FMA on XLA:CPU.
    let result = if br.abs() < bi.abs() {
        let ratio = br / bi;
        let denom = ratio.mul_add(br, bi);
        c(
            ratio.mul_add(ar, ai) / denom,
            ratio.mul_add(ai, -ar) / denom,
        )
    } else {
        let ratio = bi / br;
        let denom = ratio.mul_add(bi, br);
        c(
            ratio.mul_add(ai, ar) / denom,
            (-ratio).mul_add(ar, ai) / denom,
        )
    };
    if !(result.re.is_nan() && result.im.is_nan()) {
        return result;
    }
    let (zero, one, inf) = (F::ZERO, F::ONE, inf::<F>());
    let finite = |v: F| v.abs() != inf && !v.is_nan();
    if br.abs() == zero && bi.abs() == zero && (!ar.is_nan() || !ai.is_nan()) {
        let s = inf.copysign(br);
        return c(s * ar, s * ai);
    }
    let unit = |v: F| (if v.abs() == inf { one } else { zero }).copysign(v);
    if (ar.abs() == inf || ai.abs() == inf) && finite(br) && finite(bi) {
        let (ur, ui) = (unit(ar), unit(ai));
        return c(inf * (ur * br + ui * bi), inf * (ui * br - ur * bi));
    }
    if (br.abs() == inf || bi.abs() == inf) && finite(ar) && finite(ai) {
        let (ur, ui) = (unit(br), unit(bi));
        return c(zero * (ar * ur + ai * ui), zero * (ai * ur - ar * ui));
    }
    result
}

/// x^y = |x|^c e^(-d arg x) (cos q + i sin q), q = c arg x + d ln|x|, with XLA's cases:
/// 0^(c+0i) is 0 for c > 0 and 1 for c = 0; x^0 = 1; 1^y = 1; inf^(c+0i) is inf or 0.
pub(crate) fn power<F: Real>(x: C<F>, y: C<F>) -> C<F> {
    let (a, b, cr, d) = (x.re, x.im, y.re, y.im);
    let (zero, one, inf) = (F::ZERO, F::ONE, inf::<F>());
    let r = abs(x);
    let arg = atan2(b, a);
    let coeff = pow(r, cr) * exp(-d * arg);
    let q = cr * arg + d * ln(r);
    if a == inf && b == zero && d == zero && cr < zero {
        return c(zero, zero);
    }
    if a == inf && b == zero && d == zero && cr > zero {
        return c(inf, zero);
    }
    if (a == one && b == zero) || (cr == zero && d == zero) {
        return c(one, zero);
    }
    if r == zero && d == zero && zero <= cr {
        return c(if cr == zero { one } else { zero }, zero);
    }
    c(coeff * cos(q), coeff * sin(q))
}

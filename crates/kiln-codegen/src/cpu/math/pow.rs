//! pow in f32, as 2^(y·log2|x|) evaluated in f64 lanes (an f32 product y·log2|x| would lose
//! the result's low bits once |y·log2|x|| is large), then C's special cases and the sign.
//!
//! |x| is split exactly in f32 (`log_parts`), widened to f64, and log2 comes from the
//! atanh series, exp2 from a Taylor polynomial; both are good to ~3e-10 relative (0.005 f32
//! ulp), so the only visible error is the final rounding to f32 (measured ≤ 1 ulp).
//!
//! `wide::x86::pow_n` is the same computation on AVX-512 vectors (tile programs' `Op::Pow`),
//! operation for operation: a change here must be made there too (tests/cpu_emit/programs.rs
//! compares the two bit for bit).

use super::super::emit::FnEmitter;
use super::super::simd::{bitcast_flags, Width, M};
use super::exp_log::log_parts;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, ConstantData, InstBuilder, Value};
use std::f64::consts::{LN_2, LOG2_E};

/// log(1+f) = 2s + 2s·z·P(z), s = f/(2+f), z = s²: P's coefficients are 1/3, 1/5, ... 1/11
/// (|s| <= 0.172, so the next term is below 6e-11 relative).
pub(in crate::cpu) const ATANH_P: [f64; 5] =
    [1.0 / 11.0, 1.0 / 9.0, 1.0 / 7.0, 1.0 / 5.0, 1.0 / 3.0];

/// e^u = sum u^k/k! for k <= 8, highest first (|u| <= ln2/2: the rest is below 3e-10).
pub(in crate::cpu) const EXP_TAYLOR: [f64; 9] = [
    1.0 / 40_320.0,
    1.0 / 5_040.0,
    1.0 / 720.0,
    1.0 / 120.0,
    1.0 / 24.0,
    1.0 / 6.0,
    0.5,
    1.0,
    1.0,
];

/// `pow(x, y)` for f32 lanes with C's special values.
pub(super) fn pow(m: &mut M, x: Value, y: Value) -> Value {
    let ax = m.abs(x);
    let (f, e) = log_parts(m, ax);
    let w = m.w;
    let (fs, es, ys) = (widen(m.e, w, f), widen(m.e, w, e), widen(m.e, w, y));
    let halves: Vec<Value> = (0..fs.len())
        .map(|k| magnitude_f64(&mut M::wide(m.e, w), fs[k], es[k], ys[k]))
        .collect();
    let mag = narrow(m.e, w, &halves);
    special_cases(m, x, y, mag)
}

/// |x|^y = 2^(y·(e + log2(1+f))) on f64 lanes (log(0) and log(inf) are patched by the
/// caller through `special_cases`, which sees the f32 inputs).
fn magnitude_f64(d: &mut M, f: Value, e: Value, y: Value) -> Value {
    let two = d.d(2.0);
    let den = d.add(two, f);
    let s = d.div(f, den);
    let z = d.mul(s, s);
    let p = polyd(d, z, &ATANH_P);
    let p = d.mul(p, z);
    let s2 = d.add(s, s);
    let tail = d.mul(s2, p);
    let ln = d.add(s2, tail);
    let log2_e = d.d(LOG2_E);
    let l2 = d.mul(ln, log2_e);
    let log2 = d.add(e, l2);
    let t = d.mul(y, log2);
    exp2_f64(d, t)
}

/// 2^t on f64 lanes for any t (clamped to ±200, which already over/underflows f32).
fn exp2_f64(d: &mut M, t: Value) -> Value {
    let lo = d.d(-200.0);
    let hi = d.d(200.0);
    let t = d.max_or_second(lo, t);
    let t = d.min_or_second(hi, t);
    const MAGIC: f64 = 6_755_399_441_055_744.0; // 1.5·2^52: rounds to an integer
    let k = d.d(MAGIC);
    let shifted = d.add(t, k);
    let n = d.sub(shifted, k);
    let r = d.sub(t, n);
    let ln_2 = d.d(LN_2);
    let u = d.mul(r, ln_2);
    let p = polyd(d, u, &EXP_TAYLOR);
    let bits = d.bits(shifted);
    let magic_bits = d.il(MAGIC.to_bits() as i64);
    let ni = d.isub(bits, magic_bits);
    let bias = d.il(1023);
    let biased = d.iadd(ni, bias);
    let scale = d.shl(biased, 52);
    let scale = d.float(scale);
    d.mul(p, scale)
}

fn polyd(d: &mut M, x: Value, coeffs: &[f64]) -> Value {
    let mut acc = d.d(coeffs[0]);
    for &c in &coeffs[1..] {
        let t = d.mul(acc, x);
        let c = d.d(c);
        acc = d.add(t, c);
    }
    acc
}

/// C99's pow special cases on top of the magnitude |x|^y: the sign for negative x and odd
/// integer y, NaN for negative finite x with non-integer y, 0/inf for zero and infinite x,
/// and the cases that are 1 whatever the other operand (y = ±0, x = 1, x = -1 with y = ±inf).
fn special_cases(m: &mut M, x: Value, y: Value, mag: Value) -> Value {
    let ax = m.abs(x);
    let zero = m.f(0.0);
    let inf = m.f(f32::INFINITY);
    let x_zero = m.fcmp(FloatCC::Equal, ax, zero);
    let x_inf = m.fcmp(FloatCC::Equal, ax, inf);
    // 0^y and inf^y: 2^(y·∓inf) without computing log 0.
    let y_neg = m.fcmp(FloatCC::LessThan, y, zero);
    let small_wins = m.bxor(x_zero, y_neg);
    let zero_or_inf = m.sel(small_wins, zero, inf);
    let edge = m.or(x_zero, x_inf);
    let mag = m.sel(edge, zero_or_inf, mag);
    // Sign and domain for negative x (the sign bit, so -0 and -inf count).
    let ty = m.trunc(y);
    let y_int = m.fcmp(FloatCC::Equal, ty, y);
    let half = m.mulc(y, 0.5);
    let th = m.trunc(half);
    let twice = m.add(th, th);
    let y_odd_if_int = m.fcmp(FloatCC::NotEqual, twice, y);
    let y_odd = m.and(y_int, y_odd_if_int);
    let xb = m.bits(x);
    let x_neg = m.icmpc(IntCC::SignedLessThan, xb, 0);
    let flip = m.and(x_neg, y_odd);
    let neg = m.neg(mag);
    let r = m.sel(flip, neg, mag);
    let finite_nonzero = m.fcmp(FloatCC::LessThan, ax, inf);
    let nonzero = m.fcmp(FloatCC::NotEqual, ax, zero);
    let domain = m.and(finite_nonzero, nonzero);
    let not_int = m.fcmp(FloatCC::NotEqual, ty, y);
    let bad = m.and(x_neg, not_int);
    let bad = m.and(bad, domain);
    let nan = m.f(f32::NAN);
    let r = m.sel(bad, nan, r);
    // NaN operands give NaN, except where the result is 1 regardless.
    let x_nan = m.is_nan(x);
    let y_nan = m.is_nan(y);
    let any_nan = m.or(x_nan, y_nan);
    let sum = m.add(x, y);
    let r = m.sel(any_nan, sum, r);
    let one = m.f(1.0);
    let y_zero = m.fcmp(FloatCC::Equal, y, zero);
    let x_one = m.fcmp(FloatCC::Equal, x, one);
    let minus_one = m.f(-1.0);
    let x_m1 = m.fcmp(FloatCC::Equal, x, minus_one);
    let ay = m.abs(y);
    let y_inf = m.fcmp(FloatCC::Equal, ay, inf);
    let m1_inf = m.and(x_m1, y_inf);
    let is_one = m.or(y_zero, x_one);
    let is_one = m.or(is_one, m1_inf);
    m.sel(is_one, one, r)
}

/// The f64 lanes of f32 `v`: the promoted value for one, lanes (0, 1) and (2, 3) for four.
fn widen(e: &mut FnEmitter, w: Width, v: Value) -> Vec<Value> {
    if w == Width::One {
        return vec![e.b.ins().fpromote(types::F64, v)];
    }
    let lo = e.b.ins().fvpromote_low(v);
    let bytes = e.b.ins().bitcast(types::I8X16, bitcast_flags(), v);
    let high_first: Vec<u8> = (8..16).chain(8..16).collect();
    let hi = shuffle(e, bytes, bytes, &high_first);
    let hi = e.b.ins().bitcast(types::F32X4, bitcast_flags(), hi);
    let hi = e.b.ins().fvpromote_low(hi);
    vec![lo, hi]
}

/// The inverse of [`widen`]: f64 lanes rounded to f32 and put back together.
fn narrow(e: &mut FnEmitter, w: Width, halves: &[Value]) -> Value {
    if w == Width::One {
        return e.b.ins().fdemote(types::F32, halves[0]);
    }
    let lo = e.b.ins().fvdemote(halves[0]);
    let hi = e.b.ins().fvdemote(halves[1]);
    let lo = e.b.ins().bitcast(types::I8X16, bitcast_flags(), lo);
    let hi = e.b.ins().bitcast(types::I8X16, bitcast_flags(), hi);
    let pick: Vec<u8> = (0..8).chain(16..24).collect();
    let v = shuffle(e, lo, hi, &pick);
    e.b.ins().bitcast(types::F32X4, bitcast_flags(), v)
}

/// Byte shuffle of two i8x16 vectors (indices 16.. select from `b`).
fn shuffle(e: &mut FnEmitter, a: Value, b: Value, lanes: &[u8]) -> Value {
    let imm = e.b.func.dfg.immediates.push(ConstantData::from(lanes));
    e.b.ins().shuffle(a, b, imm)
}

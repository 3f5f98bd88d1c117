//! The scalar semantics of every kernel operation, one value at a time.
//!
//! These are XLA's semantics as `kiln-eval` defines them (its `elementwise` module): integers
//! are computed exactly in `i128` and wrapped to their width, so wrapping arithmetic and the
//! division edge cases need no special overflow handling; f32 transcendental functions are
//! computed in f64 and rounded once; `maximum`/`minimum` propagate NaN and order -0 < +0.
//!
//! One difference: denormals follow IEEE here (no flush to zero), as the kernel IR does not
//! (yet) say that kernels run with flush-to-zero, while the interpreter flushes them as
//! XLA:CPU does.

use crate::kir::{BinaryOp, CmpOp, ScalarType, UnaryOp};
use half::{bf16, f16};
use std::cmp::Ordering;

/// A value of a kernel expression. Integers hold their value (already wrapped to the width
/// and signedness of their type).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Pred(bool),
    Int(i128, ScalarType),
    F32(f32),
    F64(f64),
}

impl Value {
    /// The compute type of the value.
    pub fn ty(self) -> ScalarType {
        match self {
            Value::Pred(_) => ScalarType::Pred,
            Value::Int(_, t) => t,
            Value::F32(_) => ScalarType::F32,
            Value::F64(_) => ScalarType::F64,
        }
    }

    /// The value of an `Int` or `Pred` (used for indices and shift amounts).
    pub fn as_int(self) -> Option<i128> {
        match self {
            Value::Int(v, _) => Some(v),
            Value::Pred(b) => Some(b as i128),
            _ => None,
        }
    }
}

/// Width in bits and signedness of an integer type.
fn int_kind(ty: ScalarType) -> Option<(u32, bool)> {
    use ScalarType::*;
    Some(match ty {
        S8 => (8, true),
        S16 => (16, true),
        S32 => (32, true),
        S64 => (64, true),
        U8 => (8, false),
        U16 => (16, false),
        U32 => (32, false),
        U64 => (64, false),
        _ => return None,
    })
}

/// `v` reduced modulo 2^bits into the range of `ty` (two's complement wrapping).
pub fn wrap(v: i128, ty: ScalarType) -> i128 {
    let Some((bits, signed)) = int_kind(ty) else {
        return v;
    };
    let low = (v as u128) & ((1u128 << bits) - 1);
    if signed && low >> (bits - 1) != 0 {
        low as i128 - (1i128 << bits)
    } else {
        low as i128
    }
}

/// The bits of an integer value as an unsigned number of its width.
fn unsigned_bits(v: i128, bits: u32) -> u128 {
    (v as u128) & ((1u128 << bits) - 1)
}

fn int_value(v: i128, ty: ScalarType) -> Value {
    Value::Int(wrap(v, ty), ty)
}

pub fn unary(op: UnaryOp, x: Value) -> Result<Value, String> {
    let bad = || format!("{op:?} is not defined on {}", x.ty());
    match x {
        Value::Pred(b) if op == UnaryOp::Not => Ok(Value::Pred(!b)),
        Value::Pred(_) => Err(bad()),
        Value::Int(v, ty) => int_unary(op, v, ty).ok_or_else(bad),
        Value::F32(v) if op == UnaryOp::IsFinite => Ok(Value::Pred(v.is_finite())),
        Value::F64(v) if op == UnaryOp::IsFinite => Ok(Value::Pred(v.is_finite())),
        // XLA expands logistic to 1 / (1 + exp(-x)) before code generation, so in f32 each
        // step rounds to f32.
        Value::F32(v) if op == UnaryOp::Logistic => {
            let e = (-(v as f64)).exp() as f32;
            Ok(Value::F32(1.0 / (1.0 + e)))
        }
        Value::F32(v) => float_unary(op, v as f64)
            .map(|(r, exact)| Value::F32(if exact { f32_op(op, v) } else { r as f32 }))
            .ok_or_else(bad),
        Value::F64(v) => float_unary(op, v)
            .map(|(r, _)| Value::F64(r))
            .ok_or_else(bad),
    }
}

fn int_unary(op: UnaryOp, v: i128, ty: ScalarType) -> Option<Value> {
    let (bits, _) = int_kind(ty)?;
    let r = match op {
        UnaryOp::Neg => -v,
        UnaryOp::Abs => v.abs(),
        UnaryOp::Sign => v.signum(),
        UnaryOp::Not => !v,
        UnaryOp::Clz => (bits - (128 - unsigned_bits(v, bits).leading_zeros())) as i128,
        UnaryOp::Popcnt => unsigned_bits(v, bits).count_ones() as i128,
        _ => return None,
    };
    Some(int_value(r, ty))
}

/// A float unary op computed in f64; the flag says the op is exact in any precision, so f32
/// must compute it directly in f32 (see [`f32_op`]) rather than round an f64 result.
fn float_unary(op: UnaryOp, x: f64) -> Option<(f64, bool)> {
    use UnaryOp::*;
    let exact = matches!(
        op,
        Neg | Abs | Sign | Floor | Ceil | RoundNearestEven | RoundNearestAfz | Sqrt
    );
    let r = match op {
        Neg => -x,
        Abs => x.abs(),
        Sign => {
            if x.is_nan() || x == 0.0 {
                x
            } else {
                1f64.copysign(x)
            }
        }
        Floor => x.floor(),
        Ceil => x.ceil(),
        RoundNearestEven => x.round_ties_even(),
        RoundNearestAfz => x.round(),
        Sqrt => x.sqrt(),
        Rsqrt => 1.0 / x.sqrt(),
        Cbrt => x.cbrt(),
        Exp => x.exp(),
        Expm1 => x.exp_m1(),
        Log => x.ln(),
        Log1p => x.ln_1p(),
        Logistic => 1.0 / (1.0 + (-x).exp()),
        Sin => x.sin(),
        Cos => x.cos(),
        Tan => x.tan(),
        Tanh => x.tanh(),
        Erf => erf(x),
        IsFinite | Not | Clz | Popcnt => return None,
    };
    Some((r, exact))
}

/// The exact unary ops on f32 itself (sqrt is correctly rounded in f32; going through f64
/// would round twice).
fn f32_op(op: UnaryOp, x: f32) -> f32 {
    use UnaryOp::*;
    match op {
        Neg => -x,
        Abs => x.abs(),
        Sign => {
            if x.is_nan() || x == 0.0 {
                x
            } else {
                1f32.copysign(x)
            }
        }
        Floor => x.floor(),
        Ceil => x.ceil(),
        RoundNearestEven => x.round_ties_even(),
        RoundNearestAfz => x.round(),
        Sqrt => x.sqrt(),
        _ => f32::NAN,
    }
}

pub fn binary(op: BinaryOp, a: Value, b: Value) -> Result<Value, String> {
    let bad = || format!("{op:?} is not defined on {} and {}", a.ty(), b.ty());
    match (a, b) {
        (Value::Pred(p), Value::Pred(q)) => pred_binary(op, p, q).map(Value::Pred).ok_or_else(bad),
        (Value::Int(p, t), Value::Int(q, u)) if t == u => int_binary(op, p, q, t).ok_or_else(bad),
        (Value::F32(p), Value::F32(q)) => f32_binary(op, p, q).map(Value::F32).ok_or_else(bad),
        (Value::F64(p), Value::F64(q)) => f64_binary(op, p, q).map(Value::F64).ok_or_else(bad),
        _ => Err(bad()),
    }
}

fn pred_binary(op: BinaryOp, p: bool, q: bool) -> Option<bool> {
    Some(match op {
        BinaryOp::And | BinaryOp::Min => p & q,
        BinaryOp::Or | BinaryOp::Max => p | q,
        BinaryOp::Xor => p ^ q,
        _ => return None,
    })
}

/// XLA's integer semantics: x/0 = -1 (all ones), MIN/-1 = MIN (the i128 quotient wraps back),
/// x%0 = x, MIN%-1 = 0; shifts by at least the width give 0 or the sign fill.
fn int_binary(op: BinaryOp, a: i128, b: i128, ty: ScalarType) -> Option<Value> {
    let (bits, _) = int_kind(ty)?;
    let shift = (unsigned_bits(b, bits) < bits as u128).then_some(unsigned_bits(b, bits) as u32);
    let r = match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a.wrapping_mul(b),
        BinaryOp::Div => {
            if b == 0 {
                -1
            } else {
                a / b
            }
        }
        BinaryOp::Rem => {
            if b == 0 {
                a
            } else {
                a % b
            }
        }
        BinaryOp::Max => a.max(b),
        BinaryOp::Min => a.min(b),
        BinaryOp::Pow => int_pow(a, b, ty),
        BinaryOp::And => a & b,
        BinaryOp::Or => a | b,
        BinaryOp::Xor => a ^ b,
        BinaryOp::Shl => shift.map_or(0, |s| a << s),
        BinaryOp::ShrLogical => shift.map_or(0, |s| (unsigned_bits(a, bits) >> s) as i128),
        BinaryOp::ShrArithmetic => {
            let signed = wrap(a, signed_twin(ty));
            shift.map_or(signed >> 127, |s| signed >> s)
        }
        BinaryOp::Atan2 => return None,
    };
    Some(int_value(r, ty))
}

/// The signed type of the same width (arithmetic shifts read the bits as signed).
fn signed_twin(ty: ScalarType) -> ScalarType {
    use ScalarType::*;
    match ty {
        U8 => S8,
        U16 => S16,
        U32 => S32,
        U64 => S64,
        t => t,
    }
}

/// XLA's integer power: square-and-multiply over the exponent's low 6 bits. For a negative
/// exponent, 1 gives 1, all ones (-1, whatever the signedness) gives ±1 by the exponent's
/// parity, and anything else 0. Signs are read from the bits, so a huge unsigned exponent
/// counts as negative, as on XLA:CPU.
fn int_pow(base: i128, exp: i128, ty: ScalarType) -> i128 {
    let exp = wrap(exp, signed_twin(ty));
    if exp < 0 {
        let minus_one = wrap(base, signed_twin(ty)) == -1;
        return match (base == 1, minus_one) {
            (true, _) => 1,
            (_, true) if exp & 1 == 1 => -1,
            (_, true) => 1,
            _ => 0,
        };
    }
    let (mut acc, mut base, mut e) = (1i128, base, exp);
    for _ in 0..6 {
        if e & 1 == 1 {
            acc = wrap(acc.wrapping_mul(base), ty);
        }
        base = wrap(base.wrapping_mul(base), ty);
        e >>= 1;
    }
    acc
}

fn f32_binary(op: BinaryOp, a: f32, b: f32) -> Option<f32> {
    Some(match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        BinaryOp::Rem => a % b,
        BinaryOp::Max => float_max(a as f64, b as f64, a, b),
        BinaryOp::Min => float_min(a as f64, b as f64, a, b),
        BinaryOp::Pow => (a as f64).powf(b as f64) as f32,
        BinaryOp::Atan2 => (a as f64).atan2(b as f64) as f32,
        _ => return None,
    })
}

fn f64_binary(op: BinaryOp, a: f64, b: f64) -> Option<f64> {
    Some(match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        BinaryOp::Rem => a % b,
        BinaryOp::Max => float_max(a, b, a, b),
        BinaryOp::Min => float_min(a, b, a, b),
        BinaryOp::Pow => a.powf(b),
        BinaryOp::Atan2 => a.atan2(b),
        _ => return None,
    })
}

/// XLA's `maximum`: the first NaN operand if any, and -0 < +0. Decided on the f64 images
/// (`x`, `y`), returning the original operand (`a` or `b`) so NaN payloads survive.
fn float_max<T>(x: f64, y: f64, a: T, b: T) -> T {
    if x.is_nan() {
        a
    } else if y.is_nan() || !(x > y || (x == y && !x.is_sign_negative())) {
        b
    } else {
        a
    }
}

/// XLA's `minimum`: the first NaN operand if any, and -0 < +0.
fn float_min<T>(x: f64, y: f64, a: T, b: T) -> T {
    if x.is_nan() {
        a
    } else if y.is_nan() || !(x < y || (x == y && x.is_sign_negative())) {
        b
    } else {
        a
    }
}

pub fn compare(op: CmpOp, total_order: bool, a: Value, b: Value) -> Result<bool, String> {
    let ord = match (a, b) {
        (Value::Pred(p), Value::Pred(q)) => Some(p.cmp(&q)),
        (Value::Int(p, t), Value::Int(q, u)) if t == u => Some(p.cmp(&q)),
        (Value::F32(p), Value::F32(q)) if total_order => {
            Some(total_key_f32(p).cmp(&total_key_f32(q)))
        }
        (Value::F64(p), Value::F64(q)) if total_order => {
            Some(total_key_f64(p).cmp(&total_key_f64(q)))
        }
        (Value::F32(p), Value::F32(q)) => p.partial_cmp(&q),
        (Value::F64(p), Value::F64(q)) => p.partial_cmp(&q),
        _ => return Err(format!("cannot compare {} with {}", a.ty(), b.ty())),
    };
    Ok(holds(op, ord))
}

/// Whether `op` holds for an ordering (`None` = unordered: only `Ne` holds).
fn holds(op: CmpOp, ord: Option<Ordering>) -> bool {
    match ord {
        None => op == CmpOp::Ne,
        Some(o) => match op {
            CmpOp::Eq => o == Ordering::Equal,
            CmpOp::Ne => o != Ordering::Equal,
            CmpOp::Lt => o == Ordering::Less,
            CmpOp::Le => o != Ordering::Greater,
            CmpOp::Gt => o == Ordering::Greater,
            CmpOp::Ge => o != Ordering::Less,
        },
    }
}

/// Integer keys in XLA's total order: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
/// Negative floats order backwards as integers, so their magnitude bits are flipped.
fn total_key_f32(x: f32) -> i32 {
    let bits = x.to_bits() as i32;
    bits ^ (((bits >> 31) as u32) >> 1) as i32
}

fn total_key_f64(x: f64) -> i64 {
    let bits = x.to_bits() as i64;
    bits ^ (((bits >> 63) as u64) >> 1) as i64
}

/// Value conversion with XLA's rules: integers wrap; floats to integers truncate, saturate,
/// and NaN gives 0; to pred means != 0 (NaN included); to f16/bf16 rounds to nearest even
/// f32 and then to nearest even f16/bf16, as XLA:CPU does (the result is the rounded value
/// as f32).
pub fn convert(to: ScalarType, x: Value) -> Value {
    use ScalarType::*;
    match to {
        Pred => Value::Pred(match x {
            Value::Pred(b) => b,
            Value::Int(v, _) => v != 0,
            Value::F32(v) => v != 0.0,
            Value::F64(v) => v != 0.0,
        }),
        F32 => Value::F32(as_f32(x)),
        F64 => Value::F64(as_f64(x)),
        F16 => Value::F32(f16::from_f32(as_f32(x)).to_f32()),
        BF16 => Value::F32(bf16::from_f32(as_f32(x)).to_f32()),
        _ => int_value(float_or_int_to_int(x, to), to),
    }
}

/// The value rounded to nearest even f32.
fn as_f32(x: Value) -> f32 {
    match x {
        Value::Pred(b) => b as u8 as f32,
        Value::Int(v, _) => v as f32,
        Value::F32(v) => v,
        Value::F64(v) => v as f32,
    }
}

fn as_f64(x: Value) -> f64 {
    match x {
        Value::Pred(b) => b as u8 as f64,
        Value::Int(v, _) => v as f64,
        Value::F32(v) => v as f64,
        Value::F64(v) => v,
    }
}

fn float_or_int_to_int(x: Value, to: ScalarType) -> i128 {
    let Some((bits, signed)) = int_kind(to) else {
        return 0;
    };
    let (min, max) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let saturate = |v: f64| {
        if v.is_nan() {
            0
        } else if v <= min as f64 {
            min
        } else if v >= max as f64 {
            max
        } else {
            v.trunc() as i128
        }
    };
    match x {
        Value::Pred(b) => b as i128,
        Value::Int(v, _) => v,
        Value::F32(v) => saturate(v as f64),
        Value::F64(v) => saturate(v),
    }
}

/// Reinterprets the bits of `x` (its compute type's width) as `to` (the same width; for
/// f16/bf16 the 16-bit pattern is read as that format and the value returned as f32).
pub fn bitcast(to: ScalarType, x: Value) -> Result<Value, String> {
    let (bits, width) = match x {
        Value::Int(v, t) => (unsigned_bits(v, 8 * t.byte_size() as u32), t.byte_size()),
        Value::F32(v) => (v.to_bits() as u128, 4),
        Value::F64(v) => (v.to_bits() as u128, 8),
        Value::Pred(_) => return Err("cannot bitcast a pred".into()),
    };
    if width != to.byte_size() || to == ScalarType::Pred {
        return Err(format!("cannot bitcast {} to {to}", x.ty()));
    }
    Ok(match to {
        ScalarType::F16 => Value::F32(f16::from_bits(bits as u16).to_f32()),
        ScalarType::BF16 => Value::F32(bf16::from_bits(bits as u16).to_f32()),
        ScalarType::F32 => Value::F32(f32::from_bits(bits as u32)),
        ScalarType::F64 => Value::F64(f64::from_bits(bits as u64)),
        t => int_value(bits as i128, t),
    })
}

/// Reads one element of type `ty` from little-endian bytes (f16/bf16 widen to f32).
pub fn decode(ty: ScalarType, b: &[u8]) -> Value {
    let u = b.iter().rev().fold(0u128, |acc, &x| (acc << 8) | x as u128);
    match ty {
        ScalarType::Pred => Value::Pred(u != 0),
        ScalarType::F16 => Value::F32(f16::from_bits(u as u16).to_f32()),
        ScalarType::BF16 => Value::F32(bf16::from_bits(u as u16).to_f32()),
        ScalarType::F32 => Value::F32(f32::from_bits(u as u32)),
        ScalarType::F64 => Value::F64(f64::from_bits(u as u64)),
        t => int_value(u as i128, t),
    }
}

/// Writes `v` as an element of type `ty` (f32 rounds to f16/bf16 to nearest even).
pub fn encode(ty: ScalarType, v: Value, out: &mut [u8]) -> Result<(), String> {
    let bits: u128 = match (ty, v) {
        (ScalarType::Pred, Value::Pred(b)) => b as u128,
        (ScalarType::F16, Value::F32(x)) => f16::from_f32(x).to_bits() as u128,
        (ScalarType::BF16, Value::F32(x)) => bf16::from_f32(x).to_bits() as u128,
        (ScalarType::F32, Value::F32(x)) => x.to_bits() as u128,
        (ScalarType::F64, Value::F64(x)) => x.to_bits() as u128,
        (t, Value::Int(x, u)) if t == u => x as u128,
        _ => return Err(format!("cannot store a {} into a {ty} buffer", v.ty())),
    };
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = (bits >> (8 * i)) as u8;
    }
    Ok(())
}

/// The error function, as `kiln-eval` computes it (so that the two agree bit for bit): the
/// Maclaurin series below |x| = 1.5, the continued fraction for erfc up to 6, ±1 beyond.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let magnitude = if a < 1.5 {
        let x2 = a * a;
        let (mut term, mut sum) = (a, a);
        for n in 1..200 {
            term *= -x2 / n as f64;
            let add = term / (2 * n + 1) as f64;
            sum += add;
            if add.abs() < sum.abs() * 1e-17 {
                break;
            }
        }
        sum * std::f64::consts::FRAC_2_SQRT_PI
    } else if a < 6.0 {
        let mut f = a;
        for k in (1..=120).rev() {
            f = a + (k as f64 / 2.0) / f;
        }
        1.0 - (-a * a).exp() / (std::f64::consts::PI.sqrt() * f)
    } else {
        1.0
    };
    magnitude.copysign(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ScalarType::*;

    #[test]
    fn integer_edge_cases() {
        let v = |x: i128, t| Value::Int(x, t);
        let div = |a, b, t| binary(BinaryOp::Div, v(a, t), v(b, t)).unwrap();
        assert_eq!(div(7, 0, S32), v(-1, S32));
        assert_eq!(div(7, 0, U8), v(255, U8));
        assert_eq!(div(i32::MIN as i128, -1, S32), v(i32::MIN as i128, S32));
        let rem = |a, b, t| binary(BinaryOp::Rem, v(a, t), v(b, t)).unwrap();
        assert_eq!(rem(7, 0, S32), v(7, S32));
        assert_eq!(rem(i32::MIN as i128, -1, S32), v(0, S32));
        let shl = binary(BinaryOp::Shl, v(1, S32), v(32, S32)).unwrap();
        assert_eq!(shl, v(0, S32));
        let sra = binary(BinaryOp::ShrArithmetic, v(-8, S32), v(40, S32)).unwrap();
        assert_eq!(sra, v(-1, S32));
        let sra_u = binary(BinaryOp::ShrArithmetic, v(0x80, U8), v(1, U8)).unwrap();
        assert_eq!(sra_u, v(0xc0, U8));
        let pow = |a, b, t| binary(BinaryOp::Pow, v(a, t), v(b, t)).unwrap();
        assert_eq!(pow(3, 4, S32), v(81, S32));
        assert_eq!(pow(-1, -3, S32), v(-1, S32));
        assert_eq!(pow(-1, -2, S32), v(1, S32));
        assert_eq!(pow(2, -1, S32), v(0, S32));
        assert_eq!(
            pow(255, 255, U8),
            v(255, U8),
            "all ones to a negative odd power"
        );
        assert_eq!(unary(UnaryOp::Clz, v(1, U32)).unwrap(), v(31, U32));
        assert_eq!(unary(UnaryOp::Abs, v(-128, S8)).unwrap(), v(-128, S8));
    }

    #[test]
    fn conversions() {
        assert_eq!(convert(S32, Value::F32(f32::NAN)), Value::Int(0, S32));
        assert_eq!(convert(S8, Value::F32(1e9)), Value::Int(127, S8));
        assert_eq!(convert(U8, Value::F32(-3.7)), Value::Int(0, U8));
        assert_eq!(convert(S8, Value::Int(300, S32)), Value::Int(44, S8));
        assert_eq!(convert(Pred, Value::F32(f32::NAN)), Value::Pred(true));
        // Through a nearest-even f32, as XLA:CPU: the f64 tail above the bf16 tie is lost.
        let x = 1.0 + 2f64.powi(-8) + 2f64.powi(-30);
        assert_eq!(convert(BF16, Value::F64(x)), Value::F32(1.0));
        assert_eq!(
            convert(BF16, Value::F32(1.0 + 2f32.powi(-8))),
            Value::F32(1.0)
        );
    }

    #[test]
    fn float_max_min_and_total_order() {
        let max = |a, b| binary(BinaryOp::Max, Value::F32(a), Value::F32(b)).unwrap();
        assert_eq!(max(-0.0, 0.0), Value::F32(0.0));
        assert!(matches!(max(1.0, f32::NAN), Value::F32(x) if x.is_nan()));
        let lt = |a, b| compare(CmpOp::Lt, true, Value::F32(a), Value::F32(b)).unwrap();
        assert!(lt(-0.0, 0.0) && lt(f32::INFINITY, f32::NAN) && lt(-f32::NAN, f32::NEG_INFINITY));
        assert!(!compare(CmpOp::Lt, false, Value::F32(-0.0), Value::F32(0.0)).unwrap());
    }

    #[test]
    fn bytes_round_trip() {
        let mut b = [0u8; 2];
        encode(
            BF16,
            Value::F32(1.0 + 2f32.powi(-8) + 2f32.powi(-9)),
            &mut b,
        )
        .unwrap();
        assert_eq!(decode(BF16, &b), Value::F32(1.0 + 2f32.powi(-7)));
        let mut b = [0u8; 8];
        encode(U64, Value::Int(u64::MAX as i128, U64), &mut b).unwrap();
        assert_eq!(decode(U64, &b), Value::Int(u64::MAX as i128, U64));
        assert_eq!(
            bitcast(S32, Value::F32(-0.0)).unwrap(),
            Value::Int(i32::MIN as i128, S32)
        );
        assert!(bitcast(S16, Value::F32(1.0)).is_err());
    }
}

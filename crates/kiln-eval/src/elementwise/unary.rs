//! Elementwise ops with one operand: the scalar function of each opcode per element kind.

use super::complex;
use super::lift::{self, IntUnary};
use super::scalar::{self, float_sign, flush, IntKind, Real};
use kiln_hlo::{ArrayData, ArrayLiteral, Opcode, PrimitiveType};
use num_complex::{Complex as Cx, Complex32, Complex64};

/// Applies unary `op` to `x`; returns the result's element type and data.
pub(crate) fn apply(op: Opcode, x: &ArrayLiteral) -> Result<(PrimitiveType, ArrayData), String> {
    let ty = x.ty;
    let unsupported = || format!("`{op}` is not defined on {ty}");
    // The 8-bit floats compute in f32 and round back.
    if let Some(wide) = lift::widen_f8(x) {
        let (t, data) = apply(op, &wide)?;
        return match lift::narrow_to_f8(ty, &data) {
            Some(narrow) if t == PrimitiveType::F32 => Ok((ty, narrow)),
            _ => Ok((t, data)),
        };
    }
    if let Some(kind) = IntKind::of(ty) {
        let f = int_fn(op).ok_or_else(unsupported)?;
        let data = lift::map_ints(&x.data, kind, f).ok_or_else(unsupported)?;
        return Ok((ty, data));
    }
    match &x.data {
        ArrayData::Pred(v) if op == Opcode::Not => {
            Ok((ty, ArrayData::Pred(v.iter().map(|b| !b).collect())))
        }
        ArrayData::Pred(_) => Err(unsupported()),
        ArrayData::C64(_) | ArrayData::C128(_) => complex(op, x).ok_or_else(unsupported),
        _ if ty.is_float() => float(op, x).ok_or_else(unsupported),
        _ => Err(unsupported()),
    }
}

/// The scalar function of `op` on integers (computed in i128, wrapped by the caller).
fn int_fn(op: Opcode) -> Option<IntUnary> {
    use Opcode::*;
    Some(match op {
        Abs => |x, _| x.abs(),
        Negate => |x, _| -x,
        Sign => |x, _| x.signum(),
        Not => |x, _| !x,
        Clz => |x, k| (k.bits - (128 - k.unsigned_bits(x).leading_zeros())) as i128,
        // Sub-byte types count the bits of their sign-extended byte, as XLA:CPU does.
        Popcnt => |x, k| k.in_byte().unsigned_bits(x).count_ones() as i128,
        _ => return None,
    })
}

/// The scalar function of `op` on real floats of compute type `F`. Arithmetic reads denormal
/// operands as zero and flushes denormal results, as XLA:CPU does (see `scalar::flush`);
/// abs, negate, real and imag are bit operations and keep them.
pub(crate) fn float_fn<F: Real>(op: Opcode) -> Option<fn(F) -> F> {
    use Opcode::*;
    macro_rules! arith {
        ($f:expr) => {
            |x: F| flush(($f)(flush(x)))
        };
    }
    macro_rules! via_f64 {
        ($f:expr) => {
            |x: F| flush(flush(x).via_f64($f))
        };
    }
    Some(match op {
        Abs => |x: F| x.abs(),
        Negate => |x: F| -x,
        Real => |x: F| x,
        Imag => |_: F| F::ZERO,
        Sign => arith!(float_sign),
        Floor => arith!(|x: F| x.floor()),
        Ceil => arith!(|x: F| x.ceil()),
        RoundNearestAfz => arith!(|x: F| x.round_afz()),
        RoundNearestEven => arith!(|x: F| x.round_even()),
        Sqrt => arith!(|x: F| x.sqrt()),
        Logistic => arith!(scalar::logistic),
        Rsqrt => via_f64!(|v| 1.0 / v.sqrt()),
        Cbrt => via_f64!(f64::cbrt),
        Exp => via_f64!(f64::exp),
        Expm1 => via_f64!(f64::exp_m1),
        Log => via_f64!(f64::ln),
        Log1p => via_f64!(f64::ln_1p),
        Sine => via_f64!(f64::sin),
        Cosine => via_f64!(f64::cos),
        Tan => via_f64!(f64::tan),
        Tanh => via_f64!(f64::tanh),
        Erf => via_f64!(scalar::erf),
        _ => return None,
    })
}

fn float(op: Opcode, x: &ArrayLiteral) -> Option<(PrimitiveType, ArrayData)> {
    if op == Opcode::IsFinite {
        let n = x.data.len();
        let v = (0..n).map(|i| lift::float_at(&x.data, i).is_some_and(f64::is_finite));
        return Some((PrimitiveType::Pred, ArrayData::Pred(v.collect())));
    }
    let data = lift::map_floats(&x.data, float_fn::<f32>(op)?, float_fn::<f64>(op)?)?;
    Some((x.ty, data))
}

fn complex(op: Opcode, x: &ArrayLiteral) -> Option<(PrimitiveType, ArrayData)> {
    use Opcode::*;
    let component = x.ty.component_type();
    // Real and imag only move bits; the magnitude is arithmetic (denormals flushed).
    let part = |pick32: fn(Complex32) -> f32, pick64: fn(Complex64) -> f64| match &x.data {
        ArrayData::C64(v) => ArrayData::F32(v.iter().map(|&z| pick32(z)).collect()),
        ArrayData::C128(v) => ArrayData::F64(v.iter().map(|&z| pick64(z)).collect()),
        _ => ArrayData::F32(Vec::new()),
    };
    match op {
        Abs => {
            let data = part(
                |z| flush(complex::abs(complex::flushed(z))),
                |z| flush(complex::abs(complex::flushed(z))),
            );
            return Some((component, data));
        }
        Real => return Some((component, part(|z| z.re, |z| z.re))),
        Imag => return Some((component, part(|z| z.im, |z| z.im))),
        _ => {}
    }
    let data = lift::map_complex(&x.data, complex_fn::<f32>(op)?, complex_fn::<f64>(op)?)?;
    Some((x.ty, data))
}

/// The complex function of `op` with components of type `F`.
fn complex_fn<F: Real>(op: Opcode) -> Option<fn(Cx<F>) -> Cx<F>> {
    use Opcode::*;
    Some(match op {
        Negate => |z: Cx<F>| Cx::new(-z.re, -z.im),
        Sign => complex::sign,
        Exp => complex::exp_c,
        Expm1 => complex::expm1_c,
        Log => complex::log_c,
        Log1p => complex::log1p_c,
        Sqrt => complex::sqrt_c,
        Rsqrt => complex::rsqrt_c,
        Sine => complex::sin_c,
        Cosine => complex::cos_c,
        Tan => complex::tan_c,
        Tanh => complex::tanh_c,
        Logistic => complex::logistic_c,
        _ => return None,
    })
}

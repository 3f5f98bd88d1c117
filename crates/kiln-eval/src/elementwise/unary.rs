//! Elementwise ops with one operand: the scalar function of each opcode per element kind.

use super::lift::{self, IntUnary};
use super::scalar::{self, float_sign, flush, IntKind, Real};
use kiln_hlo::{ArrayData, ArrayLiteral, Opcode, PrimitiveType};
use num_complex::Complex64;

/// Applies unary `op` to `x`; returns the result's element type and data.
pub(crate) fn apply(op: Opcode, x: &ArrayLiteral) -> Result<(PrimitiveType, ArrayData), String> {
    let ty = x.ty;
    let unsupported = || format!("`{op}` is not defined on {ty}");
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
        Popcnt => |x, k| k.unsigned_bits(x).count_ones() as i128,
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
    // The magnitude is arithmetic (denormals flushed); real and imag only move bits.
    let parts = |pick: fn(Complex64) -> f64, on: bool| -> ArrayData {
        let v = (0..x.data.len()).filter_map(|i| lift::complex_at(&x.data, i));
        match x.data {
            ArrayData::C64(_) => ArrayData::F32(
                v.map(|z| {
                    if on {
                        Complex64::new(flush(z.re as f32) as f64, flush(z.im as f32) as f64)
                    } else {
                        z
                    }
                })
                .map(|z| {
                    if on {
                        flush(pick(z) as f32)
                    } else {
                        pick(z) as f32
                    }
                })
                .collect(),
            ),
            _ => ArrayData::F64(
                v.map(|z| {
                    if on {
                        flush(pick(Complex64::new(flush(z.re), flush(z.im))))
                    } else {
                        pick(z)
                    }
                })
                .collect(),
            ),
        }
    };
    match op {
        Abs => return Some((component, parts(|z| z.re.hypot(z.im), true))),
        Real => return Some((component, parts(|z| z.re, false))),
        Imag => return Some((component, parts(|z| z.im, false))),
        _ => {}
    }
    let f: fn(Complex64) -> Complex64 = match op {
        Negate => |z| -z,
        Sign => complex_sign,
        Exp => |z| z.exp(),
        Expm1 => |z| z.exp() - 1.0,
        Log => |z| z.ln(),
        Log1p => |z| (z + 1.0).ln(),
        Sqrt => |z| z.sqrt(),
        Rsqrt => |z| 1.0 / z.sqrt(),
        Cbrt => |z| z.cbrt(),
        Sine => |z| z.sin(),
        Cosine => |z| z.cos(),
        Tan => |z| z.tan(),
        Tanh => |z| z.tanh(),
        Logistic => |z| 1.0 / (1.0 + (-z).exp()),
        _ => return None,
    };
    Some((x.ty, lift::map_complex(&x.data, f)?))
}

/// `sign` of a complex number: z / |z|, and 0 for 0 (NaN stays NaN).
fn complex_sign(z: Complex64) -> Complex64 {
    let r = z.re.hypot(z.im);
    if r == 0.0 {
        z
    } else {
        z / r
    }
}

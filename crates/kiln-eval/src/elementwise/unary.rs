//! Elementwise ops with one operand: the scalar function of each opcode per element kind.

use super::lift::{self, IntUnary};
use super::scalar::{self, float_sign, IntKind, Real};
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

/// The scalar function of `op` on real floats of compute type `F`.
pub(crate) fn float_fn<F: Real>(op: Opcode) -> Option<fn(F) -> F> {
    use Opcode::*;
    Some(match op {
        Abs => |x: F| x.abs(),
        Negate => |x: F| -x,
        Sign => float_sign,
        Floor => |x: F| x.floor(),
        Ceil => |x: F| x.ceil(),
        RoundNearestAfz => |x: F| x.round_afz(),
        RoundNearestEven => |x: F| x.round_even(),
        Sqrt => |x: F| x.sqrt(),
        Rsqrt => |x: F| x.via_f64(|v| 1.0 / v.sqrt()),
        Cbrt => |x: F| x.via_f64(f64::cbrt),
        Exp => |x: F| x.via_f64(f64::exp),
        Expm1 => |x: F| x.via_f64(f64::exp_m1),
        Log => |x: F| x.via_f64(f64::ln),
        Log1p => |x: F| x.via_f64(f64::ln_1p),
        Logistic => |x: F| x.via_f64(scalar::logistic),
        Sine => |x: F| x.via_f64(f64::sin),
        Cosine => |x: F| x.via_f64(f64::cos),
        Tan => |x: F| x.via_f64(f64::tan),
        Tanh => |x: F| x.via_f64(f64::tanh),
        Erf => |x: F| x.via_f64(scalar::erf),
        Real => |x: F| x,
        Imag => |_: F| F::ZERO,
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
    let parts = |pick: fn(Complex64) -> f64| -> ArrayData {
        let v = (0..x.data.len()).filter_map(|i| lift::complex_at(&x.data, i).map(pick));
        match x.data {
            ArrayData::C64(_) => ArrayData::F32(v.map(|p| p as f32).collect()),
            _ => ArrayData::F64(v.collect()),
        }
    };
    match op {
        Abs => return Some((component, parts(|z| z.re.hypot(z.im)))),
        Real => return Some((component, parts(|z| z.re))),
        Imag => return Some((component, parts(|z| z.im))),
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

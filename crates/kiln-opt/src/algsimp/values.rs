//! Constants as the rules see them: the one value a constant (or a broadcast of one) holds in
//! every element, tests on that value, and literals the rules build.
//!
//! Values are compared by their bits, never with float `==`, so that `-0.0` and `+0.0` are
//! different values (the difference is what makes `x + 0.0` inexact).

use super::Cx;
use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, ConstantValue, InstrId, Literal, Opcode, PrimitiveType};
use num_complex::{Complex32, Complex64};

/// A scalar value with its element type (one element of storage).
#[derive(Clone, Debug)]
pub(crate) struct Scalar {
    pub ty: PrimitiveType,
    pub data: ArrayData,
}

/// The literal of a constant instruction, if it is one with a value.
pub(crate) fn constant_literal<'c>(cx: &'c Cx, id: InstrId) -> Option<&'c ArrayLiteral> {
    let instr = cx.get(id);
    if instr.opcode != Opcode::Constant {
        return None;
    }
    match &instr.attrs.constant {
        Some(ConstantValue::Literal(Literal::Array(a))) => Some(a),
        _ => None,
    }
}

/// Whether `id` is a constant or a broadcast of one (what XLA calls constant-like when
/// canonicalizing operand order).
pub(crate) fn is_constant_like(cx: &Cx, id: InstrId) -> bool {
    let instr = cx.get(id);
    match instr.opcode {
        Opcode::Constant => true,
        Opcode::Broadcast => instr
            .operands
            .first()
            .is_some_and(|&o| cx.get(o).opcode == Opcode::Constant),
        _ => false,
    }
}

/// The value every element of `id` has, when `id` is a non-empty constant whose elements
/// all have the same bits, or a broadcast of one.
pub(crate) fn splat(cx: &Cx, id: InstrId) -> Option<Scalar> {
    let instr = cx.get(id);
    if instr.opcode == Opcode::Broadcast {
        return splat(cx, *instr.operands.first()?);
    }
    let a = constant_literal(cx, id)?;
    Some(Scalar {
        ty: a.ty,
        data: uniform(&a.data)?,
    })
}

/// The first element when all elements have the same bits (and there is at least one).
fn uniform(data: &ArrayData) -> Option<ArrayData> {
    macro_rules! by {
        ($v:expr, $variant:ident, $key:expr) => {{
            let first = $v.first()?;
            let key = $key;
            $v.iter()
                .all(|x| key(x) == key(first))
                .then(|| ArrayData::$variant(vec![*first]))
        }};
    }
    match data {
        ArrayData::Pred(v) => by!(v, Pred, |x: &bool| *x),
        ArrayData::S8(v) => by!(v, S8, |x: &i8| *x),
        ArrayData::S16(v) => by!(v, S16, |x: &i16| *x),
        ArrayData::S32(v) => by!(v, S32, |x: &i32| *x),
        ArrayData::S64(v) => by!(v, S64, |x: &i64| *x),
        ArrayData::U8(v) => by!(v, U8, |x: &u8| *x),
        ArrayData::U16(v) => by!(v, U16, |x: &u16| *x),
        ArrayData::U32(v) => by!(v, U32, |x: &u32| *x),
        ArrayData::U64(v) => by!(v, U64, |x: &u64| *x),
        ArrayData::F16(v) => by!(v, F16, |x: &f16| x.to_bits()),
        ArrayData::BF16(v) => by!(v, BF16, |x: &bf16| x.to_bits()),
        ArrayData::F32(v) => by!(v, F32, |x: &f32| x.to_bits()),
        ArrayData::F64(v) => by!(v, F64, |x: &f64| x.to_bits()),
        ArrayData::C64(v) => by!(v, C64, |x: &Complex32| (x.re.to_bits(), x.im.to_bits())),
        ArrayData::C128(v) => by!(v, C128, |x: &Complex64| (x.re.to_bits(), x.im.to_bits())),
    }
}

/// Element types whose arithmetic identities the rules know: integers and the IEEE floats
/// (not pred, whose arithmetic is logic; not complex; not the f8/f4 formats).
pub(crate) fn is_int(ty: PrimitiveType) -> bool {
    ty.is_integral()
}

pub(crate) fn is_ieee_float(ty: PrimitiveType) -> bool {
    matches!(
        ty,
        PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32 | PrimitiveType::F64
    )
}

impl Scalar {
    /// The value of an integer scalar.
    pub fn as_int(&self) -> Option<i128> {
        if !is_int(self.ty) {
            return None;
        }
        let v = match &self.data {
            ArrayData::S8(v) => *v.first()? as i128,
            ArrayData::S16(v) => *v.first()? as i128,
            ArrayData::S32(v) => *v.first()? as i128,
            ArrayData::S64(v) => *v.first()? as i128,
            ArrayData::U8(v) => *v.first()? as i128,
            ArrayData::U16(v) => *v.first()? as i128,
            ArrayData::U32(v) => *v.first()? as i128,
            ArrayData::U64(v) => *v.first()? as i128,
            _ => return None,
        };
        Some(v)
    }

    /// The value of an IEEE float scalar, exactly (every such value is an f64).
    pub fn as_float(&self) -> Option<f64> {
        if !is_ieee_float(self.ty) {
            return None;
        }
        Some(match &self.data {
            ArrayData::F16(v) => v.first()?.to_f64(),
            ArrayData::BF16(v) => v.first()?.to_f64(),
            ArrayData::F32(v) => *v.first()? as f64,
            ArrayData::F64(v) => *v.first()?,
            _ => return None,
        })
    }

    pub fn as_pred(&self) -> Option<bool> {
        match &self.data {
            ArrayData::Pred(v) => v.first().copied(),
            _ => None,
        }
    }

    /// An integer scalar equal to `k`.
    pub fn is_int_value(&self, k: i128) -> bool {
        self.as_int() == Some(k)
    }

    /// An IEEE float scalar with exactly the bits of `x` in its type (sign of zero included).
    pub fn is_float_bits(&self, x: f64) -> bool {
        self.as_float().is_some_and(|v| v.to_bits() == x.to_bits())
    }

    /// All bits set: `true` for pred, `-1` for signed and the maximum for unsigned integers.
    pub fn is_all_ones(&self) -> bool {
        if let Some(b) = self.as_pred() {
            return b;
        }
        let Some(v) = self.as_int() else {
            return false;
        };
        if self.ty.is_signed_int() {
            v == -1
        } else {
            v == (1i128 << self.ty.bit_width()) - 1
        }
    }

    /// Zero for integers, `false` for pred.
    pub fn is_zero_bits(&self) -> bool {
        self.as_pred() == Some(false) || self.is_int_value(0)
    }

    /// The least value of the type: `-inf` for floats, the minimum for integers.
    pub fn is_lowest(&self) -> bool {
        if let Some(v) = self.as_float() {
            return v == f64::NEG_INFINITY;
        }
        self.as_int()
            .is_some_and(|v| Some(v) == int_range(self.ty).map(|r| r.0))
    }

    /// The greatest value of the type: `+inf` for floats, the maximum for integers.
    pub fn is_highest(&self) -> bool {
        if let Some(v) = self.as_float() {
            return v == f64::INFINITY;
        }
        self.as_int()
            .is_some_and(|v| Some(v) == int_range(self.ty).map(|r| r.1))
    }
}

/// (minimum, maximum) of an integer type.
pub(crate) fn int_range(ty: PrimitiveType) -> Option<(i128, i128)> {
    let bits = ty.bit_width();
    if ty.is_signed_int() {
        Some((-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1))
    } else if ty.is_unsigned_int() {
        Some((0, (1i128 << bits) - 1))
    } else {
        None
    }
}

/// A scalar literal of integer type `ty` holding `k` (which must fit).
pub(crate) fn int_scalar(ty: PrimitiveType, k: i128) -> Option<Literal> {
    let (lo, hi) = int_range(ty)?;
    if k < lo || k > hi {
        return None;
    }
    use PrimitiveType as T;
    let data = match ty {
        T::S2 | T::S4 | T::S8 => ArrayData::S8(vec![k as i8]),
        T::S16 => ArrayData::S16(vec![k as i16]),
        T::S32 => ArrayData::S32(vec![k as i32]),
        T::S64 => ArrayData::S64(vec![k as i64]),
        T::U2 | T::U4 | T::U8 => ArrayData::U8(vec![k as u8]),
        T::U16 => ArrayData::U16(vec![k as u16]),
        T::U32 => ArrayData::U32(vec![k as u32]),
        T::U64 => ArrayData::U64(vec![k as u64]),
        _ => return None,
    };
    Literal::scalar(data, ty).ok()
}

pub(crate) fn pred_scalar(value: bool) -> Literal {
    Literal::Array(ArrayLiteral {
        ty: PrimitiveType::Pred,
        dims: vec![],
        data: ArrayData::Pred(vec![value]),
    })
}

/// A scalar of IEEE float type `ty` holding exactly `x`, or `None` if `x` would round.
pub(crate) fn exact_float_scalar(ty: PrimitiveType, x: f64) -> Option<Literal> {
    let data = match ty {
        PrimitiveType::F16 => {
            let h = f16::from_f64(x);
            (h.to_f64() == x).then(|| ArrayData::F16(vec![h]))?
        }
        PrimitiveType::BF16 => {
            let h = bf16::from_f64(x);
            (h.to_f64() == x).then(|| ArrayData::BF16(vec![h]))?
        }
        PrimitiveType::F32 => ((x as f32) as f64 == x).then(|| ArrayData::F32(vec![x as f32]))?,
        PrimitiveType::F64 => ArrayData::F64(vec![x]),
        _ => return None,
    };
    Literal::scalar(data, ty).ok()
}

/// `1 / c` when `c` is a power of two (either sign) whose reciprocal is exactly
/// representable in the type: then `x / c` and `x * (1/c)` round the same real number.
pub(crate) fn exact_reciprocal(c: &Scalar) -> Option<Literal> {
    let v = c.as_float()?;
    const MANTISSA: u64 = (1 << 52) - 1;
    // Every f16/bf16/f32 value is a normal f64, so a zero mantissa means a power of two.
    if v == 0.0 || !v.is_finite() || v.to_bits() & MANTISSA != 0 {
        return None;
    }
    let r = 1.0 / v;
    if !r.is_finite() || r * v != 1.0 {
        return None;
    }
    exact_float_scalar(c.ty, r)
}

/// `-x` for every element, as the interpreter's `negate` computes it: wrapping for integers,
/// a sign flip for floats (NaN included). `None` for types it does not cover.
pub(crate) fn negate_data(ty: PrimitiveType, data: &ArrayData) -> Option<ArrayData> {
    if ty.is_f8()
        || ty == PrimitiveType::Pred
        || matches!(ty, PrimitiveType::S2 | PrimitiveType::S4)
    {
        return None;
    }
    Some(match data {
        ArrayData::S8(v) => ArrayData::S8(v.iter().map(|x| x.wrapping_neg()).collect()),
        ArrayData::S16(v) => ArrayData::S16(v.iter().map(|x| x.wrapping_neg()).collect()),
        ArrayData::S32(v) => ArrayData::S32(v.iter().map(|x| x.wrapping_neg()).collect()),
        ArrayData::S64(v) => ArrayData::S64(v.iter().map(|x| x.wrapping_neg()).collect()),
        ArrayData::F16(v) => ArrayData::F16(v.iter().map(|x| -*x).collect()),
        ArrayData::BF16(v) => ArrayData::BF16(v.iter().map(|x| -*x).collect()),
        ArrayData::F32(v) => ArrayData::F32(v.iter().map(|x| -*x).collect()),
        ArrayData::F64(v) => ArrayData::F64(v.iter().map(|x| -*x).collect()),
        ArrayData::C64(v) => ArrayData::C64(v.iter().map(|x| -*x).collect()),
        ArrayData::C128(v) => ArrayData::C128(v.iter().map(|x| -*x).collect()),
        // Unsigned negation wraps modulo 2^bits; the sub-byte widths make that per-type.
        _ => return None,
    })
}

/// `|x|` for every element of a signed integer or IEEE float array (wrapping at the
/// minimum, clearing the sign bit of floats). `None` for other types.
pub(crate) fn abs_data(ty: PrimitiveType, data: &ArrayData) -> Option<ArrayData> {
    if matches!(ty, PrimitiveType::S2 | PrimitiveType::S4) {
        return None;
    }
    Some(match data {
        ArrayData::S8(v) => ArrayData::S8(v.iter().map(|x| x.wrapping_abs()).collect()),
        ArrayData::S16(v) => ArrayData::S16(v.iter().map(|x| x.wrapping_abs()).collect()),
        ArrayData::S32(v) => ArrayData::S32(v.iter().map(|x| x.wrapping_abs()).collect()),
        ArrayData::S64(v) => ArrayData::S64(v.iter().map(|x| x.wrapping_abs()).collect()),
        ArrayData::F16(v) => ArrayData::F16(
            v.iter()
                .map(|x| f16::from_bits(x.to_bits() & 0x7fff))
                .collect(),
        ),
        ArrayData::BF16(v) => ArrayData::BF16(
            v.iter()
                .map(|x| bf16::from_bits(x.to_bits() & 0x7fff))
                .collect(),
        ),
        ArrayData::F32(v) => ArrayData::F32(v.iter().map(|x| x.abs()).collect()),
        ArrayData::F64(v) => ArrayData::F64(v.iter().map(|x| x.abs()).collect()),
        _ => return None,
    })
}

/// The elements of an integer literal as values.
pub(crate) fn int_elements(a: &ArrayLiteral) -> Option<Vec<i128>> {
    if !is_int(a.ty) {
        return None;
    }
    Some(match &a.data {
        ArrayData::S8(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::S16(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::S32(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::S64(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::U8(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::U16(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::U32(v) => v.iter().map(|&x| x as i128).collect(),
        ArrayData::U64(v) => v.iter().map(|&x| x as i128).collect(),
        _ => return None,
    })
}

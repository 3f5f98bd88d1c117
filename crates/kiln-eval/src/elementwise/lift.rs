//! Lifting scalar functions to whole arrays of every storage type.
//!
//! An op picks its scalar function once (a `fn` pointer per compute type), and these helpers
//! run it over the storage: integers through `i128` and back with wrapping, f16/bf16 through
//! f32 with one rounding at the end, complex through `Complex64`.

use super::complex::flushed;
use super::scalar::{flush, IntKind, IntStorage};
use half::{bf16, f16};
use kiln_hlo::{float8, ArrayData, ArrayLiteral, PrimitiveType};
use num_complex::{Complex32, Complex64};

pub(crate) type IntUnary = fn(i128, IntKind) -> i128;
pub(crate) type IntBinary = fn(i128, i128, IntKind) -> i128;

fn map_int<T: IntStorage>(v: &[T], kind: IntKind, f: IntUnary) -> Vec<T> {
    v.iter()
        .map(|&x| T::from_i128(kind.wrap(f(x.to_i128(), kind))))
        .collect()
}

fn zip_int<T: IntStorage>(a: &[T], b: &[T], kind: IntKind, f: IntBinary) -> Vec<T> {
    a.iter()
        .zip(b)
        .map(|(&x, &y)| T::from_i128(kind.wrap(f(x.to_i128(), y.to_i128(), kind))))
        .collect()
}

/// Applies `f` to every element of an integer array (any width); `None` if not integers.
pub(crate) fn map_ints(data: &ArrayData, kind: IntKind, f: IntUnary) -> Option<ArrayData> {
    use ArrayData::*;
    Some(match data {
        S8(v) => S8(map_int(v, kind, f)),
        S16(v) => S16(map_int(v, kind, f)),
        S32(v) => S32(map_int(v, kind, f)),
        S64(v) => S64(map_int(v, kind, f)),
        U8(v) => U8(map_int(v, kind, f)),
        U16(v) => U16(map_int(v, kind, f)),
        U32(v) => U32(map_int(v, kind, f)),
        U64(v) => U64(map_int(v, kind, f)),
        _ => return None,
    })
}

/// Applies `f` pairwise to two integer arrays of the same storage; `None` otherwise.
pub(crate) fn zip_ints(
    a: &ArrayData,
    b: &ArrayData,
    kind: IntKind,
    f: IntBinary,
) -> Option<ArrayData> {
    use ArrayData::*;
    Some(match (a, b) {
        (S8(x), S8(y)) => S8(zip_int(x, y, kind, f)),
        (S16(x), S16(y)) => S16(zip_int(x, y, kind, f)),
        (S32(x), S32(y)) => S32(zip_int(x, y, kind, f)),
        (S64(x), S64(y)) => S64(zip_int(x, y, kind, f)),
        (U8(x), U8(y)) => U8(zip_int(x, y, kind, f)),
        (U16(x), U16(y)) => U16(zip_int(x, y, kind, f)),
        (U32(x), U32(y)) => U32(zip_int(x, y, kind, f)),
        (U64(x), U64(y)) => U64(zip_int(x, y, kind, f)),
        _ => return None,
    })
}

/// Reads element `i` of an integer array as `i128`.
pub(crate) fn int_at(data: &ArrayData, i: usize) -> Option<i128> {
    use ArrayData::*;
    Some(match data {
        S8(v) => v[i] as i128,
        S16(v) => v[i] as i128,
        S32(v) => v[i] as i128,
        S64(v) => v[i] as i128,
        U8(v) => v[i] as i128,
        U16(v) => v[i] as i128,
        U32(v) => v[i] as i128,
        U64(v) => v[i] as i128,
        _ => return None,
    })
}

/// Writes an already wrapped integer into element `i`.
pub(crate) fn set_int(data: &mut ArrayData, i: usize, x: i128) -> Option<()> {
    use ArrayData::*;
    match data {
        S8(v) => v[i] = IntStorage::from_i128(x),
        S16(v) => v[i] = IntStorage::from_i128(x),
        S32(v) => v[i] = IntStorage::from_i128(x),
        S64(v) => v[i] = IntStorage::from_i128(x),
        U8(v) => v[i] = IntStorage::from_i128(x),
        U16(v) => v[i] = IntStorage::from_i128(x),
        U32(v) => v[i] = IntStorage::from_i128(x),
        U64(v) => v[i] = IntStorage::from_i128(x),
        _ => return None,
    }
    Some(())
}

/// Applies a float function to every element (f16/bf16 computed in f32); `None` if not floats.
/// The function itself flushes denormals where XLA:CPU does (see `scalar::flush`).
pub(crate) fn map_floats(
    data: &ArrayData,
    f32op: fn(f32) -> f32,
    f64op: fn(f64) -> f64,
) -> Option<ArrayData> {
    use ArrayData::*;
    Some(match data {
        F16(v) => F16(v.iter().map(|x| f16::from_f32(f32op(x.to_f32()))).collect()),
        BF16(v) => BF16(
            v.iter()
                .map(|x| bf16::from_f32(f32op(x.to_f32())))
                .collect(),
        ),
        F32(v) => F32(v.iter().map(|&x| f32op(x)).collect()),
        F64(v) => F64(v.iter().map(|&x| f64op(x)).collect()),
        _ => return None,
    })
}

/// Applies a binary float function pairwise (f16/bf16 computed in f32); `None` if not floats
/// of the same storage.
pub(crate) fn zip_floats(
    a: &ArrayData,
    b: &ArrayData,
    f32op: fn(f32, f32) -> f32,
    f64op: fn(f64, f64) -> f64,
) -> Option<ArrayData> {
    use ArrayData::*;
    let half = |p: f32, q: f32| f32op(p, q);
    Some(match (a, b) {
        (F16(x), F16(y)) => F16(x
            .iter()
            .zip(y)
            .map(|(p, q)| f16::from_f32(half(p.to_f32(), q.to_f32())))
            .collect()),
        (BF16(x), BF16(y)) => BF16(
            x.iter()
                .zip(y)
                .map(|(p, q)| bf16::from_f32(half(p.to_f32(), q.to_f32())))
                .collect(),
        ),
        (F32(x), F32(y)) => F32(x.iter().zip(y).map(|(&p, &q)| f32op(p, q)).collect()),
        (F64(x), F64(y)) => F64(x.iter().zip(y).map(|(&p, &q)| f64op(p, q)).collect()),
        _ => return None,
    })
}

/// Element `i` of a real float array as f64, flushed as arithmetic reads it: bf16 and f32
/// at the f32 denormal range, f64 at its own; f16 values are all normal in f32.
pub(crate) fn float_at_flushed(data: &ArrayData, i: usize) -> Option<f64> {
    use ArrayData::*;
    Some(match data {
        F16(v) => v[i].to_f64(),
        BF16(v) => flush(v[i].to_f32()) as f64,
        F32(v) => flush(v[i]) as f64,
        F64(v) => flush(v[i]),
        _ => return None,
    })
}

/// Element `i` of a real float array as f64 (exact for every float storage).
pub(crate) fn float_at(data: &ArrayData, i: usize) -> Option<f64> {
    use ArrayData::*;
    Some(match data {
        F16(v) => v[i].to_f64(),
        BF16(v) => v[i].to_f64(),
        F32(v) => v[i] as f64,
        F64(v) => v[i],
        _ => return None,
    })
}

/// Applies a complex function to every element (c64 in f32, c128 in f64), flushing denormal
/// parts of operands and results; `None` if not complex.
pub(crate) fn map_complex(
    data: &ArrayData,
    f32op: fn(Complex32) -> Complex32,
    f64op: fn(Complex64) -> Complex64,
) -> Option<ArrayData> {
    use ArrayData::*;
    Some(match data {
        C64(v) => C64(v.iter().map(|&z| flushed(f32op(flushed(z)))).collect()),
        C128(v) => C128(v.iter().map(|&z| flushed(f64op(flushed(z)))).collect()),
        _ => return None,
    })
}

/// Applies a binary complex function pairwise (like [`map_complex`]); `None` unless both are
/// the same complex type.
pub(crate) fn zip_complex(
    a: &ArrayData,
    b: &ArrayData,
    f32op: fn(Complex32, Complex32) -> Complex32,
    f64op: fn(Complex64, Complex64) -> Complex64,
) -> Option<ArrayData> {
    use ArrayData::*;
    Some(match (a, b) {
        (C64(x), C64(y)) => C64(x
            .iter()
            .zip(y)
            .map(|(&p, &q)| flushed(f32op(flushed(p), flushed(q))))
            .collect()),
        (C128(x), C128(y)) => C128(
            x.iter()
                .zip(y)
                .map(|(&p, &q)| flushed(f64op(flushed(p), flushed(q))))
                .collect(),
        ),
        _ => return None,
    })
}

/// Element `i` of a complex array as `Complex64` (denormal parts kept).
pub(crate) fn complex_at(data: &ArrayData, i: usize) -> Option<Complex64> {
    match data {
        ArrayData::C64(v) => Some(Complex64::new(v[i].re as f64, v[i].im as f64)),
        ArrayData::C128(v) => Some(v[i]),
        _ => None,
    }
}

/// Element `i` of a complex array with denormal parts read as zero (of their sign), as
/// XLA:CPU's comparisons read them (see `scalar::flush`).
pub(crate) fn complex_at_flushed(data: &ArrayData, i: usize) -> Option<Complex64> {
    match data {
        ArrayData::C64(v) => Some(Complex64::new(flush(v[i].re) as f64, flush(v[i].im) as f64)),
        ArrayData::C128(v) => Some(Complex64::new(flush(v[i].re), flush(v[i].im))),
        _ => None,
    }
}

/// An f8/f4 array as exact f32 values (for computing); `None` for other types.
pub(crate) fn widen_f8(x: &ArrayLiteral) -> Option<ArrayLiteral> {
    let ArrayData::U8(bits) = &x.data else {
        return None;
    };
    if !x.ty.is_f8() {
        return None;
    }
    let values = bits
        .iter()
        .map(|&b| float8::to_f64(x.ty, b) as f32)
        .collect();
    Some(ArrayLiteral {
        ty: PrimitiveType::F32,
        dims: x.dims.clone(),
        data: ArrayData::F32(values),
    })
}

/// f32 results rounded (to nearest even) into the f8/f4 type `ty`.
pub(crate) fn narrow_to_f8(ty: PrimitiveType, data: &ArrayData) -> Option<ArrayData> {
    match data {
        ArrayData::F32(v) => Some(ArrayData::U8(
            v.iter()
                .map(|&x| float8::from_f64(ty, x as f64, None, None))
                .collect(),
        )),
        _ => None,
    }
}

//! Typed working vectors for the arithmetic-heavy ops (dot, convolution, FFT, factorizations).
//!
//! XLA computes a dot or a convolution whose result type differs from its operand types (the
//! `preferred_element_type` of JAX) by converting both operands to the result type first. Each
//! result type then has one accumulation type here: f32 for f16/bf16/f32 (what XLA:CPU's Eigen
//! kernels accumulate in), f64, the two complex widths, and wrapping 64-bit integers for every
//! integer type (arithmetic modulo 2^64 truncated to the result width equals arithmetic modulo
//! the result width, so one accumulator serves s8 through u64 without overflow panics).

use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use num_complex::{Complex32, Complex64};
use std::num::Wrapping;
use std::ops::{Add, AddAssign, Mul};

/// A type the interpreter accumulates sums of products in.
pub(crate) trait Accum:
    Copy + Default + Add<Output = Self> + Mul<Output = Self> + AddAssign + 'static
{
    /// The operand's elements converted to `ty` (the declared result type), held as `Self`.
    fn load(a: &ArrayLiteral, ty: PrimitiveType) -> Result<Vec<Self>, String>;
    /// Final values rounded or truncated into storage for `ty`.
    fn store(v: Vec<Self>, ty: PrimitiveType) -> Result<ArrayData, String>;
}

/// Which accumulator a result type uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AccumKind {
    F32,
    F64,
    C64,
    C128,
    Int,
}

/// The accumulator for results of type `ty`, or an error for types that cannot hold sums.
pub(crate) fn accum_kind(ty: PrimitiveType) -> Result<AccumKind, String> {
    use PrimitiveType::*;
    Ok(match ty {
        F16 | BF16 | F32 => AccumKind::F32,
        F64 => AccumKind::F64,
        C64 => AccumKind::C64,
        C128 => AccumKind::C128,
        t if t.is_integral() || t == Pred => AccumKind::Int,
        t => return Err(format!("arithmetic on element type {t} is not supported")),
    })
}

/// Every element as f64 (integers and pred by value); `None` for complex storage.
pub(crate) fn real_values(data: &ArrayData) -> Option<Vec<f64>> {
    fn conv<T: Copy>(v: &[T], f: impl Fn(T) -> f64) -> Option<Vec<f64>> {
        Some(v.iter().map(|&x| f(x)).collect())
    }
    match data {
        ArrayData::Pred(v) => conv(v, |x| x as u8 as f64),
        ArrayData::S8(v) => conv(v, f64::from),
        ArrayData::S16(v) => conv(v, f64::from),
        ArrayData::S32(v) => conv(v, f64::from),
        ArrayData::S64(v) => conv(v, |x| x as f64),
        ArrayData::U8(v) => conv(v, f64::from),
        ArrayData::U16(v) => conv(v, f64::from),
        ArrayData::U32(v) => conv(v, f64::from),
        ArrayData::U64(v) => conv(v, |x| x as f64),
        ArrayData::F16(v) => conv(v, f64::from),
        ArrayData::BF16(v) => conv(v, f64::from),
        ArrayData::F32(v) => conv(v, f64::from),
        ArrayData::F64(v) => Some(v.clone()),
        ArrayData::C64(_) | ArrayData::C128(_) => None,
    }
}

/// Every element as a complex f64 (real types get a zero imaginary part).
pub(crate) fn complex_values(data: &ArrayData) -> Vec<Complex64> {
    match data {
        ArrayData::C64(v) => v
            .iter()
            .map(|c| Complex64::new(c.re.into(), c.im.into()))
            .collect(),
        ArrayData::C128(v) => v.clone(),
        other => real_values(other)
            .unwrap_or_default()
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect(),
    }
}

/// Every element as an integer: integers by value (u64 by bit pattern), pred as 0/1, floats
/// converted to `ty` the way XLA's `convert` does (truncate, saturate, NaN to 0).
fn int_values(data: &ArrayData, ty: PrimitiveType) -> Result<Vec<i64>, String> {
    fn conv<T: Copy>(v: &[T], f: impl Fn(T) -> i64) -> Vec<i64> {
        v.iter().map(|&x| f(x)).collect()
    }
    Ok(match data {
        ArrayData::Pred(v) => conv(v, i64::from),
        ArrayData::S8(v) => conv(v, i64::from),
        ArrayData::S16(v) => conv(v, i64::from),
        ArrayData::S32(v) => conv(v, i64::from),
        ArrayData::S64(v) => v.clone(),
        ArrayData::U8(v) => conv(v, i64::from),
        ArrayData::U16(v) => conv(v, i64::from),
        ArrayData::U32(v) => conv(v, i64::from),
        ArrayData::U64(v) => conv(v, |x| x as i64),
        ArrayData::C64(_) | ArrayData::C128(_) => {
            return Err(format!("cannot convert complex operands to {ty}"))
        }
        floats => real_values(floats)
            .unwrap_or_default()
            .into_iter()
            .map(|x| float_to_int(x, ty))
            .collect(),
    })
}

/// XLA's float-to-integer convert: truncation toward zero, saturating at the type's bounds.
fn float_to_int(x: f64, ty: PrimitiveType) -> i64 {
    use PrimitiveType::*;
    // Rust's `as` from a float saturates and maps NaN to 0, which is XLA's rule too.
    match ty {
        S2 => x.clamp(-2.0, 1.0) as i64,
        S4 => x.clamp(-8.0, 7.0) as i64,
        S8 => x as i8 as i64,
        S16 => x as i16 as i64,
        S32 => x as i32 as i64,
        U2 => x.clamp(0.0, 3.0) as i64,
        U4 => x.clamp(0.0, 15.0) as i64,
        U8 => x as u8 as i64,
        U16 => x as u16 as i64,
        U32 => x as u32 as i64,
        U64 => x as u64 as i64,
        Pred => i64::from(x != 0.0),
        _ => x as i64,
    }
}

/// `x` rounded to the precision of the float type `ty` (identity for f32/f64).
fn round_to(x: f64, ty: PrimitiveType) -> f64 {
    match ty {
        PrimitiveType::F16 => f16::from_f64(x).to_f64(),
        PrimitiveType::BF16 => bf16::from_f64(x).to_f64(),
        PrimitiveType::F32 => x as f32 as f64,
        _ => x,
    }
}

impl Accum for f32 {
    fn load(a: &ArrayLiteral, ty: PrimitiveType) -> Result<Vec<f32>, String> {
        // The common cases convert exactly and skip the f64 detour.
        match (&a.data, ty) {
            (ArrayData::F32(v), PrimitiveType::F32) => return Ok(v.clone()),
            (ArrayData::BF16(v), PrimitiveType::F32 | PrimitiveType::BF16) => {
                return Ok(v.iter().map(|x| x.to_f32()).collect())
            }
            (ArrayData::F16(v), PrimitiveType::F32 | PrimitiveType::F16) => {
                return Ok(v.iter().map(|x| x.to_f32()).collect())
            }
            _ => {}
        }
        let vals = real_values(&a.data)
            .ok_or_else(|| format!("cannot convert complex operands to {ty}"))?;
        Ok(vals.into_iter().map(|x| round_to(x, ty) as f32).collect())
    }

    fn store(v: Vec<f32>, ty: PrimitiveType) -> Result<ArrayData, String> {
        Ok(match ty {
            PrimitiveType::F32 => ArrayData::F32(v),
            PrimitiveType::F16 => ArrayData::F16(v.into_iter().map(f16::from_f32).collect()),
            PrimitiveType::BF16 => ArrayData::BF16(v.into_iter().map(bf16::from_f32).collect()),
            t => return Err(format!("an f32 accumulator cannot produce {t}")),
        })
    }
}

impl Accum for f64 {
    fn load(a: &ArrayLiteral, ty: PrimitiveType) -> Result<Vec<f64>, String> {
        real_values(&a.data).ok_or_else(|| format!("cannot convert complex operands to {ty}"))
    }

    fn store(v: Vec<f64>, ty: PrimitiveType) -> Result<ArrayData, String> {
        match ty {
            PrimitiveType::F64 => Ok(ArrayData::F64(v)),
            t => Err(format!("an f64 accumulator cannot produce {t}")),
        }
    }
}

impl Accum for Complex32 {
    fn load(a: &ArrayLiteral, _ty: PrimitiveType) -> Result<Vec<Complex32>, String> {
        Ok(match &a.data {
            ArrayData::C64(v) => v.clone(),
            other => complex_values(other)
                .into_iter()
                .map(|c| Complex32::new(c.re as f32, c.im as f32))
                .collect(),
        })
    }

    fn store(v: Vec<Complex32>, ty: PrimitiveType) -> Result<ArrayData, String> {
        match ty {
            PrimitiveType::C64 => Ok(ArrayData::C64(v)),
            t => Err(format!("a c64 accumulator cannot produce {t}")),
        }
    }
}

impl Accum for Complex64 {
    fn load(a: &ArrayLiteral, _ty: PrimitiveType) -> Result<Vec<Complex64>, String> {
        Ok(complex_values(&a.data))
    }

    fn store(v: Vec<Complex64>, ty: PrimitiveType) -> Result<ArrayData, String> {
        match ty {
            PrimitiveType::C128 => Ok(ArrayData::C128(v)),
            t => Err(format!("a c128 accumulator cannot produce {t}")),
        }
    }
}

impl Accum for Wrapping<i64> {
    fn load(a: &ArrayLiteral, ty: PrimitiveType) -> Result<Vec<Wrapping<i64>>, String> {
        Ok(int_values(&a.data, ty)?.into_iter().map(Wrapping).collect())
    }

    fn store(v: Vec<Wrapping<i64>>, ty: PrimitiveType) -> Result<ArrayData, String> {
        use PrimitiveType::*;
        fn conv<T>(v: Vec<Wrapping<i64>>, f: impl Fn(i64) -> T) -> Vec<T> {
            v.into_iter().map(|x| f(x.0)).collect()
        }
        // Truncation keeps the low bits: the result modulo 2^width, as XLA's wrapping ints.
        Ok(match ty {
            Pred => ArrayData::Pred(conv(v, |x| x != 0)),
            S2 => ArrayData::S8(conv(v, |x| ((x << 62) >> 62) as i8)),
            S4 => ArrayData::S8(conv(v, |x| ((x << 60) >> 60) as i8)),
            S8 => ArrayData::S8(conv(v, |x| x as i8)),
            S16 => ArrayData::S16(conv(v, |x| x as i16)),
            S32 => ArrayData::S32(conv(v, |x| x as i32)),
            S64 => ArrayData::S64(conv(v, |x| x)),
            U2 => ArrayData::U8(conv(v, |x| (x & 3) as u8)),
            U4 => ArrayData::U8(conv(v, |x| (x & 15) as u8)),
            U8 => ArrayData::U8(conv(v, |x| x as u8)),
            U16 => ArrayData::U16(conv(v, |x| x as u16)),
            U32 => ArrayData::U32(conv(v, |x| x as u32)),
            U64 => ArrayData::U64(conv(v, |x| x as u64)),
            t => return Err(format!("an integer accumulator cannot produce {t}")),
        })
    }
}

/// Builds the result literal from accumulated values.
pub(crate) fn finish<T: Accum>(
    v: Vec<T>,
    ty: PrimitiveType,
    dims: Vec<i64>,
) -> Result<Literal, String> {
    crate::util::make_array(ty, dims, T::store(v, ty)?)
}

/// `src` (row-major over `dims`) with its dimensions reordered: result dimension `i` is source
/// dimension `perm[i]`. The caller guarantees `perm` is a permutation of `0..dims.len()`.
pub(crate) fn permute<T: Copy>(src: &[T], dims: &[usize], perm: &[usize]) -> Vec<T> {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return src.to_vec();
    }
    let mut src_strides = vec![1usize; dims.len()];
    for d in (0..dims.len().saturating_sub(1)).rev() {
        src_strides[d] = src_strides[d + 1] * dims[d + 1];
    }
    let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
    let steps: Vec<usize> = perm.iter().map(|&p| src_strides[p]).collect();
    let total: usize = out_dims.iter().product();
    let mut out = Vec::with_capacity(total);
    if total == 0 {
        return out;
    }
    let rank = out_dims.len();
    let mut idx = vec![0usize; rank];
    let mut pos = 0usize;
    for _ in 0..total {
        out.push(src[pos]);
        for d in (0..rank).rev() {
            idx[d] += 1;
            pos += steps[d];
            if idx[d] < out_dims[d] {
                break;
            }
            pos -= steps[d] * out_dims[d];
            idx[d] = 0;
        }
    }
    out
}

/// `dims` as sizes, rejecting negative ones.
pub(crate) fn sizes(dims: &[i64]) -> Result<Vec<usize>, String> {
    dims.iter()
        .map(|&d| usize::try_from(d).map_err(|_| format!("negative dimension size {d}")))
        .collect()
}

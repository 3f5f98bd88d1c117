//! The float accumulation types of dot and convolution, with the interpreter's numeric rules
//! (kiln-eval's `linalg::numeric`): operands are converted to the result type, then held in
//! f32 (results f16, bf16, f32) or f64 (results f64); sums are rounded once to the result.

use super::buffer::{load_f64, Buf, Plain};
use super::matmul::GemmScalar;
use crate::cpu::memory::SendPtr;
use half::{bf16, f16};
use kiln_hlo::{Error, PrimitiveType};
use std::borrow::Cow;

/// Which float accumulator a result type uses, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    F32,
    F64,
}

impl FloatKind {
    pub fn of(result: PrimitiveType) -> Option<FloatKind> {
        match result {
            PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32 => Some(FloatKind::F32),
            PrimitiveType::F64 => Some(FloatKind::F64),
            _ => None,
        }
    }
}

/// Whether operands of type `ty` convert to a float result (real types the interpreter reads).
pub fn loads_as_float(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(
        ty,
        Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64 | F16 | BF16 | F32 | F64
    )
}

/// A float accumulator: f32 or f64.
pub trait FloatAcc:
    GemmScalar + Plain + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self>
{
    /// The buffer's elements converted to `result` and held as `Self` (borrowed when they
    /// already are).
    fn load<'a>(
        buf: &Buf,
        buffers: &'a [SendPtr],
        result: PrimitiveType,
    ) -> Result<Cow<'a, [Self]>, Error>;

    /// Accumulated values rounded into a result buffer of type `buf.ty`.
    fn store(buf: &Buf, buffers: &[SendPtr], v: &[Self]) -> Result<(), Error>;

    /// Whether a result of type `ty` is stored as `Self` unchanged.
    fn stores_directly(ty: PrimitiveType) -> bool;
}

impl FloatAcc for f32 {
    fn load<'a>(
        buf: &Buf,
        buffers: &'a [SendPtr],
        result: PrimitiveType,
    ) -> Result<Cow<'a, [f32]>, Error> {
        use PrimitiveType::*;
        // The common cases convert exactly and skip the f64 detour, as the interpreter does.
        match (buf.ty, result) {
            (F32, F32) => return Ok(Cow::Borrowed(buf.read::<f32>(buffers)?)),
            (BF16, F32 | BF16) => {
                return Ok(buf
                    .read::<bf16>(buffers)?
                    .iter()
                    .map(|x| x.to_f32())
                    .collect())
            }
            (F16, F32 | F16) => {
                return Ok(buf
                    .read::<f16>(buffers)?
                    .iter()
                    .map(|x| x.to_f32())
                    .collect())
            }
            _ => {}
        }
        let values = load_f64(buf, buffers)?
            .ok_or_else(|| Error::msg(format!("cannot convert {} operands to {result}", buf.ty)))?;
        Ok(values
            .into_iter()
            .map(|x| round_to(x, result) as f32)
            .collect())
    }

    fn store(buf: &Buf, buffers: &[SendPtr], v: &[f32]) -> Result<(), Error> {
        match buf.ty {
            PrimitiveType::F32 => copy_into(buf.write::<f32>(buffers)?, v, |x| x),
            PrimitiveType::F16 => copy_into(buf.write::<f16>(buffers)?, v, f16::from_f32),
            PrimitiveType::BF16 => copy_into(buf.write::<bf16>(buffers)?, v, bf16::from_f32),
            t => Err(Error::msg(format!("an f32 accumulator cannot produce {t}"))),
        }
    }

    fn stores_directly(ty: PrimitiveType) -> bool {
        ty == PrimitiveType::F32
    }
}

impl FloatAcc for f64 {
    fn load<'a>(
        buf: &Buf,
        buffers: &'a [SendPtr],
        result: PrimitiveType,
    ) -> Result<Cow<'a, [f64]>, Error> {
        if buf.ty == PrimitiveType::F64 {
            return Ok(Cow::Borrowed(buf.read::<f64>(buffers)?));
        }
        let values = load_f64(buf, buffers)?
            .ok_or_else(|| Error::msg(format!("cannot convert {} operands to {result}", buf.ty)))?;
        Ok(Cow::Owned(values))
    }

    fn store(buf: &Buf, buffers: &[SendPtr], v: &[f64]) -> Result<(), Error> {
        match buf.ty {
            PrimitiveType::F64 => copy_into(buf.write::<f64>(buffers)?, v, |x| x),
            t => Err(Error::msg(format!("an f64 accumulator cannot produce {t}"))),
        }
    }

    fn stores_directly(ty: PrimitiveType) -> bool {
        ty == PrimitiveType::F64
    }
}

fn copy_into<S: Copy, D>(out: &mut [D], v: &[S], f: impl Fn(S) -> D) -> Result<(), Error> {
    if out.len() != v.len() {
        return Err(Error::msg(format!(
            "internal error: {} values for a buffer of {}",
            v.len(),
            out.len()
        )));
    }
    out.iter_mut().zip(v).for_each(|(o, &x)| *o = f(x));
    Ok(())
}

/// `x` rounded to the precision of the float type `ty` (identity for f64 and other types).
fn round_to(x: f64, ty: PrimitiveType) -> f64 {
    match ty {
        PrimitiveType::F16 => f16::from_f64(x).to_f64(),
        PrimitiveType::BF16 => bf16::from_f64(x).to_f64(),
        PrimitiveType::F32 => x as f32 as f64,
        _ => x,
    }
}

/// `src` (row-major over `dims`) with its dimensions reordered: result dimension `i` is
/// source dimension `perm[i]` (a permutation of `0..dims.len()`).
///
/// Trailing dimensions that stay in place and in order are copied as contiguous runs (all
/// of `src` at once for the identity), the rest element by element.
pub fn permute<T: Copy>(src: &[T], dims: &[usize], perm: &[usize]) -> Vec<T> {
    let src_strides = super::buffer::strides(dims);
    let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
    let steps: Vec<usize> = perm.iter().map(|&p| src_strides[p]).collect();
    let total: usize = out_dims.iter().product();
    let mut out = Vec::with_capacity(total);
    if total == 0 {
        return out;
    }
    // The run: the trailing dimensions that are the source's own trailing ones, in order.
    let rank = out_dims.len();
    let kept = (0..rank).rev().take_while(|&d| perm[d] == d).count();
    let run: usize = out_dims[rank - kept..].iter().product();
    let outer = rank - kept;
    let mut idx = vec![0usize; outer];
    let mut pos = 0usize;
    for _ in 0..total / run {
        out.extend_from_slice(&src[pos..pos + run]);
        for d in (0..outer).rev() {
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

#[cfg(test)]
mod tests {
    use super::permute;

    /// `permute` element by element from its definition.
    fn reference(src: &[u32], dims: &[usize], perm: &[usize]) -> Vec<u32> {
        let strides = crate::cpu::library::buffer::strides(dims);
        let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
        let total: usize = out_dims.iter().product();
        (0..total)
            .map(|mut i| {
                let mut at = 0;
                for d in (0..out_dims.len()).rev() {
                    at += (i % out_dims[d]) * strides[perm[d]];
                    i /= out_dims[d];
                }
                src[at]
            })
            .collect()
    }

    #[test]
    fn runs_of_trailing_dimensions_and_element_moves_agree() {
        let dims = [3, 4, 5, 2];
        let src: Vec<u32> = (0..120).collect();
        for perm in [
            [0, 1, 2, 3],
            [1, 0, 2, 3],
            [2, 0, 1, 3],
            [3, 2, 1, 0],
            [0, 2, 1, 3],
            [1, 2, 3, 0],
            [0, 1, 3, 2],
        ] {
            assert_eq!(
                permute(&src, &dims, &perm),
                reference(&src, &dims, &perm),
                "{perm:?}"
            );
        }
        assert!(permute::<u32>(&[], &[2, 0, 3], &[2, 1, 0]).is_empty());
        assert_eq!(permute(&[7u32], &[], &[]), vec![7]);
    }
}

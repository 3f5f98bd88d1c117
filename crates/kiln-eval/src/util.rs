//! Shared helpers for op implementations: strides, multi-dimensional index iteration,
//! element gathering by linear index, and scalar extraction.

use kiln_hlo::{with_array_data, ArrayData, ArrayLiteral, Literal, PrimitiveType};

/// Row-major strides (in elements) for `dims`.
pub fn strides(dims: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * dims[i + 1].max(0) as usize;
    }
    s
}

/// Number of elements of `dims` (1 for a scalar).
pub fn count(dims: &[i64]) -> usize {
    dims.iter().map(|&d| d.max(0) as usize).product()
}

/// Calls `f(index, linear)` for every multi-dimensional index of `dims` in row-major order.
pub fn for_each_index(dims: &[i64], mut f: impl FnMut(&[i64], usize)) {
    let n = count(dims);
    if n == 0 {
        return;
    }
    let mut idx = vec![0i64; dims.len()];
    for linear in 0..n {
        f(&idx, linear);
        for d in (0..dims.len()).rev() {
            idx[d] += 1;
            if idx[d] < dims[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Linear row-major offset of `idx` given `strides`.
pub fn linear(idx: &[i64], strides: &[usize]) -> usize {
    idx.iter().zip(strides).map(|(&i, &s)| i as usize * s).sum()
}

/// A new array whose element `k` is `data[picks[k]]`.
pub fn take(data: &ArrayData, picks: &[usize]) -> ArrayData {
    fn pick<T: Copy>(v: &[T], picks: &[usize]) -> Vec<T> {
        picks.iter().map(|&p| v[p]).collect()
    }
    match data {
        ArrayData::Pred(v) => ArrayData::Pred(pick(v, picks)),
        ArrayData::S8(v) => ArrayData::S8(pick(v, picks)),
        ArrayData::S16(v) => ArrayData::S16(pick(v, picks)),
        ArrayData::S32(v) => ArrayData::S32(pick(v, picks)),
        ArrayData::S64(v) => ArrayData::S64(pick(v, picks)),
        ArrayData::U8(v) => ArrayData::U8(pick(v, picks)),
        ArrayData::U16(v) => ArrayData::U16(pick(v, picks)),
        ArrayData::U32(v) => ArrayData::U32(pick(v, picks)),
        ArrayData::U64(v) => ArrayData::U64(pick(v, picks)),
        ArrayData::F16(v) => ArrayData::F16(pick(v, picks)),
        ArrayData::BF16(v) => ArrayData::BF16(pick(v, picks)),
        ArrayData::F32(v) => ArrayData::F32(pick(v, picks)),
        ArrayData::F64(v) => ArrayData::F64(pick(v, picks)),
        ArrayData::C64(v) => ArrayData::C64(pick(v, picks)),
        ArrayData::C128(v) => ArrayData::C128(pick(v, picks)),
    }
}

/// Copies `src[src_index]` into `dst[dst_index]`; the two must be the same storage variant.
pub fn copy_element(dst: &mut ArrayData, dst_index: usize, src: &ArrayData, src_index: usize) -> Result<(), String> {
    macro_rules! arms {
        ($($v:ident),*) => {
            match (dst, src) {
                $((ArrayData::$v(d), ArrayData::$v(s)) => { d[dst_index] = s[src_index]; Ok(()) })*
                (d, s) => Err(format!("cannot copy {} element into {} array", s.storage_name(), d.storage_name())),
            }
        };
    }
    arms!(Pred, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64, C64, C128)
}

/// The operand as an array, or an error naming what it was instead.
pub fn array(lit: &Literal) -> Result<&ArrayLiteral, String> {
    match lit {
        Literal::Array(a) => Ok(a),
        Literal::Tuple(_) => Err("expected an array operand, got a tuple".into()),
        Literal::Token => Err("expected an array operand, got a token".into()),
    }
}

/// Element `i` of `a` as a rank-0 literal of the same type.
pub fn scalar_at(a: &ArrayLiteral, i: usize) -> Literal {
    Literal::Array(ArrayLiteral {
        ty: a.ty,
        dims: vec![],
        data: take(&a.data, &[i]),
    })
}

/// Builds an array literal from parts already known to be consistent.
pub fn make_array(ty: PrimitiveType, dims: Vec<i64>, data: ArrayData) -> Result<Literal, String> {
    ArrayLiteral::new(ty, dims, data).map(Literal::Array)
}

/// Reads element `i` of an integer array as i64 (used for indices: gather, dynamic-slice, ...).
pub fn index_value(a: &ArrayLiteral, i: usize) -> Result<i64, String> {
    Ok(match &a.data {
        ArrayData::S8(v) => v[i] as i64,
        ArrayData::S16(v) => v[i] as i64,
        ArrayData::S32(v) => v[i] as i64,
        ArrayData::S64(v) => v[i],
        ArrayData::U8(v) => v[i] as i64,
        ArrayData::U16(v) => v[i] as i64,
        ArrayData::U32(v) => v[i] as i64,
        ArrayData::U64(v) => v[i].min(i64::MAX as u64) as i64,
        other => return Err(format!("index operand must be an integer, got {}", other.storage_name())),
    })
}

/// Number of elements, for any storage.
pub fn len(data: &ArrayData) -> usize {
    with_array_data!(data, v => v.len())
}

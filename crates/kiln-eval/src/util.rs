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
pub fn copy_element(
    dst: &mut ArrayData,
    dst_index: usize,
    src: &ArrayData,
    src_index: usize,
) -> Result<(), String> {
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
        other => {
            return Err(format!(
                "index operand must be an integer, got {}",
                other.storage_name()
            ))
        }
    })
}

/// Number of elements, for any storage.
pub fn len(data: &ArrayData) -> usize {
    with_array_data!(data, v => v.len())
}

// ---- Helpers shared by the data-movement ops (shape ops, gather/scatter, reduce, sort) ----

/// Operand `i` as an array, or an error saying it is missing or not an array.
pub(crate) fn array_operand<'a>(ops: &[&'a Literal], i: usize) -> Result<&'a ArrayLiteral, String> {
    let lit = ops
        .get(i)
        .ok_or_else(|| format!("missing operand {i} (got {} operands)", ops.len()))?;
    array(lit).map_err(|e| format!("operand {i}: {e}"))
}

/// A required attribute, or an error naming it.
pub(crate) fn required<'a, T>(attr: &'a Option<T>, name: &str) -> Result<&'a T, String> {
    attr.as_ref()
        .ok_or_else(|| format!("missing `{name}` attribute"))
}

/// Converts a dimension number from an attribute into an index below `rank`.
pub(crate) fn dim_index(d: i64, rank: usize, what: &str) -> Result<usize, String> {
    usize::try_from(d)
        .ok()
        .filter(|&d| d < rank)
        .ok_or_else(|| format!("{what}: dimension {d} is out of range for rank {rank}"))
}

/// `take`, but an out-of-range pick is an error instead of a panic.
pub(crate) fn checked_take(data: &ArrayData, picks: &[usize]) -> Result<ArrayData, String> {
    let n = len(data);
    match picks.iter().find(|&&p| p >= n) {
        Some(p) => Err(format!(
            "internal error: element {p} picked from an array of {n}"
        )),
        None => Ok(take(data, picks)),
    }
}

/// Source positions of a strided view: output element `idx` (row-major over `out_dims`) reads
/// element `base + sum(idx[d] * coeffs[d])`. Broadcast, transpose, slice, reverse and
/// dynamic-slice are all such views, so they share this loop (incremental, no per-element
/// multiplication). The caller guarantees every position is in range (see `checked_take`).
pub(crate) fn affine_picks(out_dims: &[i64], base: i64, coeffs: &[i64]) -> Vec<usize> {
    let n = count(out_dims);
    let mut picks = Vec::with_capacity(n);
    if n == 0 {
        return picks;
    }
    let rank = out_dims.len();
    let mut idx = vec![0i64; rank];
    let mut pos = base;
    for _ in 0..n {
        // A negative position is a caller bug; usize::MAX makes `checked_take` report it.
        picks.push(usize::try_from(pos).unwrap_or(usize::MAX));
        for d in (0..rank).rev() {
            idx[d] += 1;
            pos += coeffs[d];
            if idx[d] < out_dims[d] {
                break;
            }
            pos -= coeffs[d] * out_dims[d];
            idx[d] = 0;
        }
    }
    picks
}

/// The elements of `parts` one after another in one storage; all parts must share a variant.
pub(crate) fn concat_data(parts: &[&ArrayData]) -> Result<ArrayData, String> {
    fn join<T: Copy>(
        parts: &[&ArrayData],
        get: impl Fn(&ArrayData) -> Option<&Vec<T>>,
    ) -> Option<Vec<T>> {
        let mut out = Vec::with_capacity(parts.iter().map(|p| len(p)).sum());
        for p in parts {
            out.extend_from_slice(get(p)?);
        }
        Some(out)
    }
    macro_rules! arms {
        ($($v:ident),*) => {
            match parts.first() {
                None => Err("nothing to concatenate".to_string()),
                $(Some(ArrayData::$v(_)) => join(parts, |p| match p {
                    ArrayData::$v(v) => Some(v),
                    _ => None,
                })
                .map(ArrayData::$v)
                .ok_or_else(|| "operands have different element types".to_string()),)*
            }
        };
    }
    arms!(Pred, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64, C64, C128)
}

/// The little-endian bytes of every element, in order: `pred` as one 0/1 byte, sub-byte
/// integers one byte each (as stored), f16/bf16 as their 16-bit patterns, complex as
/// (real, imaginary). This is both the `.npy` data layout and what bitcast-convert sees.
pub fn le_bytes(data: &ArrayData) -> Vec<u8> {
    macro_rules! bytes_of {
        ($v:expr, |$x:ident| $bytes:expr) => {
            $v.iter().flat_map(|$x| $bytes).collect()
        };
    }
    match data {
        ArrayData::Pred(v) => v.iter().map(|&b| b as u8).collect(),
        ArrayData::S8(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::S16(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::S32(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::S64(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::U8(v) => v.clone(),
        ArrayData::U16(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::U32(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::U64(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::F16(v) => bytes_of!(v, |x| x.to_bits().to_le_bytes()),
        ArrayData::BF16(v) => bytes_of!(v, |x| x.to_bits().to_le_bytes()),
        ArrayData::F32(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::F64(v) => bytes_of!(v, |x| x.to_le_bytes()),
        ArrayData::C64(v) => bytes_of!(v, |z| {
            let mut b = [0u8; 8];
            b[..4].copy_from_slice(&z.re.to_le_bytes());
            b[4..].copy_from_slice(&z.im.to_le_bytes());
            b
        }),
        ArrayData::C128(v) => bytes_of!(v, |z| {
            let mut b = [0u8; 16];
            b[..8].copy_from_slice(&z.re.to_le_bytes());
            b[8..].copy_from_slice(&z.im.to_le_bytes());
            b
        }),
    }
}

/// Storage for elements of type `ty` decoded from little-endian `bytes` (the inverse of
/// [`le_bytes`]). A nonzero byte is a true `pred`. Sub-byte integers take one byte each and
/// must lie in their type's range.
pub fn from_le_bytes(ty: PrimitiveType, bytes: &[u8]) -> Result<ArrayData, String> {
    use half::{bf16, f16};
    use num_complex::{Complex32, Complex64};
    let size = ty.byte_size();
    if size == 0 || !ty.is_array_type() {
        return Err(format!("{ty} has no byte representation"));
    }
    if !bytes.len().is_multiple_of(size) {
        return Err(format!(
            "{} bytes is not a whole number of {ty} elements ({size} bytes each)",
            bytes.len()
        ));
    }
    macro_rules! decode {
        ($variant:ident, $n:literal, |$b:ident| $make:expr) => {
            ArrayData::$variant(
                bytes
                    .chunks_exact($n)
                    .map(|c| {
                        let mut $b = [0u8; $n];
                        $b.copy_from_slice(c);
                        $make
                    })
                    .collect(),
            )
        };
    }
    use PrimitiveType as T;
    let data = match ty {
        T::Pred => ArrayData::Pred(bytes.iter().map(|&b| b != 0).collect()),
        T::S2 | T::S4 | T::S8 => ArrayData::S8(bytes.iter().map(|&b| b as i8).collect()),
        T::U2 | T::U4 | T::U8 => ArrayData::U8(bytes.to_vec()),
        T::S16 => decode!(S16, 2, |b| i16::from_le_bytes(b)),
        T::S32 => decode!(S32, 4, |b| i32::from_le_bytes(b)),
        T::S64 => decode!(S64, 8, |b| i64::from_le_bytes(b)),
        T::U16 => decode!(U16, 2, |b| u16::from_le_bytes(b)),
        T::U32 => decode!(U32, 4, |b| u32::from_le_bytes(b)),
        T::U64 => decode!(U64, 8, |b| u64::from_le_bytes(b)),
        T::F16 => decode!(F16, 2, |b| f16::from_bits(u16::from_le_bytes(b))),
        T::BF16 => decode!(BF16, 2, |b| bf16::from_bits(u16::from_le_bytes(b))),
        T::F32 => decode!(F32, 4, |b| f32::from_le_bytes(b)),
        T::F64 => decode!(F64, 8, |b| f64::from_le_bytes(b)),
        T::C64 => decode!(C64, 8, |b| Complex32::new(
            f32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            f32::from_le_bytes([b[4], b[5], b[6], b[7]])
        )),
        T::C128 => decode!(C128, 16, |b| {
            let (re, im) = b.split_at(8);
            let (mut r, mut i) = ([0u8; 8], [0u8; 8]);
            r.copy_from_slice(re);
            i.copy_from_slice(im);
            Complex64::new(f64::from_le_bytes(r), f64::from_le_bytes(i))
        }),
        t if t.is_f8() => ArrayData::U8(bytes.to_vec()),
        t => return Err(format!("{t} has no byte representation")),
    };
    check_sub_byte_range(ty, &data)?;
    Ok(data)
}

/// The value range of a sub-byte integer type (s2, s4, u2, u4), `None` for the others.
pub fn sub_byte_range(ty: PrimitiveType) -> Option<(i64, i64)> {
    match ty {
        PrimitiveType::S2 => Some((-2, 1)),
        PrimitiveType::S4 => Some((-8, 7)),
        PrimitiveType::U2 => Some((0, 3)),
        PrimitiveType::U4 => Some((0, 15)),
        _ => None,
    }
}

/// Checks that every element of a sub-byte integer array is in its type's range.
pub fn check_sub_byte_range(ty: PrimitiveType, data: &ArrayData) -> Result<(), String> {
    let Some((lo, hi)) = sub_byte_range(ty) else {
        return Ok(());
    };
    let bad = match data {
        ArrayData::S8(v) => v.iter().map(|&x| x as i64).find(|x| !(lo..=hi).contains(x)),
        ArrayData::U8(v) => v.iter().map(|&x| x as i64).find(|x| !(lo..=hi).contains(x)),
        _ => None,
    };
    match bad {
        Some(x) => Err(format!("{x} is out of range for {ty} ({lo}..={hi})")),
        None => Ok(()),
    }
}

/// `take(data, &affine_picks(out_dims, base, coeffs))` without building the pick list: each
/// innermost row is one strided run, bounds-checked at its two ends (positions along a run are
/// monotone), so a bad view is an error, never a panic. Broadcast, transpose, slice, reverse
/// and dynamic-slice copy through this.
pub(crate) fn affine_take(
    data: &ArrayData,
    out_dims: &[i64],
    base: i64,
    coeffs: &[i64],
) -> Result<ArrayData, String> {
    fn run<T: Copy>(v: &[T], out_dims: &[i64], base: i64, coeffs: &[i64]) -> Option<Vec<T>> {
        let n = count(out_dims);
        let mut out = Vec::with_capacity(n);
        let Some((&inner, outer_dims)) = out_dims.split_last() else {
            return Some(vec![*v.get(usize::try_from(base).ok()?)?]);
        };
        if n == 0 || coeffs.len() != out_dims.len() {
            return (n == 0).then_some(out);
        }
        let step = coeffs[outer_dims.len()];
        let mut idx = vec![0i64; outer_dims.len()];
        let mut row = base;
        for _ in 0..n / inner as usize {
            let last = row.checked_add(step.checked_mul(inner - 1)?)?;
            if row.min(last) < 0 || row.max(last) as usize >= v.len() {
                return None;
            }
            out.extend((0..inner).map(|i| v[(row + i * step) as usize]));
            for d in (0..outer_dims.len()).rev() {
                idx[d] += 1;
                row += coeffs[d];
                if idx[d] < outer_dims[d] {
                    break;
                }
                row -= coeffs[d] * outer_dims[d];
                idx[d] = 0;
            }
        }
        Some(out)
    }
    macro_rules! arms {
        ($($v:ident),*) => {
            match data {
                $(ArrayData::$v(v) => run(v, out_dims, base, coeffs).map(ArrayData::$v),)*
            }
        };
    }
    let viewed = arms!(Pred, S8, S16, S32, S64, U8, U16, U32, U64, F16, BF16, F32, F64, C64, C128);
    viewed.ok_or_else(|| {
        let n = len(data);
        format!("internal error: view {out_dims:?} at {base} by {coeffs:?} leaves an array of {n}")
    })
}

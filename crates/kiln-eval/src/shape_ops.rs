//! Data movement that never looks at element values: broadcast, reshape/bitcast, transpose,
//! slice, concatenate, pad, reverse, dynamic-slice, dynamic-update-slice; and iota.
//!
//! Every op works out, for each output element, which input element it copies (a list of
//! "picks") and then copies them with `util::take`, so the element type is dealt with once, in
//! `take`, and no op here has a per-type code path. Attributes are checked against the operand
//! shapes before any pick is computed, so a malformed instruction is an error, never a panic.

use crate::util::{
    affine_picks, affine_take, array_operand, checked_take, concat_data, count, dim_index,
    index_value, make_array, required, strides,
};
use crate::OpResult;
use kiln_hlo::{ArrayData, ArrayLiteral, ArrayShape, Instruction, Literal, Opcode, PrimitiveType};

/// The instruction's result as an array shape.
pub(crate) fn result_array(instr: &Instruction) -> Result<&ArrayShape, String> {
    instr
        .shape
        .as_array()
        .ok_or_else(|| format!("result shape {} is not an array", instr.shape))
}

/// Checks that the declared result shape is what the operands and attributes give.
pub(crate) fn check_result(
    instr: &Instruction,
    ty: PrimitiveType,
    dims: &[i64],
) -> Result<(), String> {
    let out = result_array(instr)?;
    if out.ty != ty || out.dims != dims {
        return Err(format!(
            "result shape {} does not match the computed {}",
            instr.shape,
            ArrayShape::new(ty, dims.to_vec())
        ));
    }
    Ok(())
}

/// The strided view of `a` where element `idx` of the result (dimensions `dims`) is element
/// `base + sum(idx[d] * coeffs[d])` of `a`.
fn view(a: &ArrayLiteral, dims: &[i64], base: i64, coeffs: &[i64]) -> OpResult {
    let data = affine_take(&a.data, dims, base, coeffs)?;
    Ok(make_array(a.ty, dims.to_vec(), data)?)
}

/// `dimensions` read as a list of distinct dimension numbers below `rank`.
fn distinct_dims(dims: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    dims.iter()
        .map(|&d| {
            let d = dim_index(d, rank, what)?;
            if std::mem::replace(&mut seen[d], true) {
                return Err(format!("{what}: dimension {d} appears twice"));
            }
            Ok(d)
        })
        .collect()
}

pub(crate) fn broadcast(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let out = result_array(instr)?;
    // A scalar broadcast may be written without `dimensions=`; anything else needs it.
    let map = instr.attrs.dimensions.as_deref().unwrap_or(&[]);
    if map.len() != a.dims.len() {
        return Err(format!(
            "dimensions={map:?} has {} entries for an operand of rank {}",
            map.len(),
            a.dims.len()
        )
        .into());
    }
    let map = distinct_dims(map, out.rank(), "dimensions")?;
    let a_strides = strides(&a.dims);
    let mut coeffs = vec![0i64; out.rank()];
    for (i, &d) in map.iter().enumerate() {
        if out.dims[d] != a.dims[i] {
            return Err(format!(
                "operand dimension {i} (size {}) cannot broadcast into result dimension {d} (size {})",
                a.dims[i], out.dims[d]
            )
            .into());
        }
        coeffs[d] = a_strides[i] as i64;
    }
    check_result(instr, a.ty, &out.dims)?;
    view(a, &out.dims, 0, &coeffs)
}

/// Reshape and bitcast: the same row-major elements under new dimensions.
/// (Kiln literals are always row-major in logical order, so a bitcast whose layouts differ from
/// the default would need the operand's layout; such bitcasts are evaluated as reshapes.)
pub(crate) fn reshape(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let out = result_array(instr)?;
    if out.ty != a.ty || count(&out.dims) != a.element_count() || out.dims.iter().any(|&d| d < 0) {
        return Err(format!("cannot reshape {} into {}", a.shape(), instr.shape).into());
    }
    Ok(make_array(a.ty, out.dims.clone(), a.data.clone())?)
}

pub(crate) fn transpose(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let perm = required(&instr.attrs.dimensions, "dimensions")?;
    if perm.len() != a.dims.len() {
        return Err(format!(
            "dimensions={perm:?} is not a permutation of rank {}",
            a.dims.len()
        )
        .into());
    }
    let perm = distinct_dims(perm, a.dims.len(), "dimensions")?;
    let a_strides = strides(&a.dims);
    let dims: Vec<i64> = perm.iter().map(|&p| a.dims[p]).collect();
    let coeffs: Vec<i64> = perm.iter().map(|&p| a_strides[p] as i64).collect();
    check_result(instr, a.ty, &dims)?;
    view(a, &dims, 0, &coeffs)
}

pub(crate) fn slice(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let spec = required(&instr.attrs.slice, "slice")?;
    if spec.len() != a.dims.len() {
        return Err(format!(
            "slice has {} dimensions for an operand of rank {}",
            spec.len(),
            a.dims.len()
        )
        .into());
    }
    let a_strides = strides(&a.dims);
    let (mut dims, mut coeffs, mut base) = (Vec::new(), Vec::new(), 0i64);
    for (d, s) in spec.iter().enumerate() {
        if s.stride < 1 || s.start < 0 || s.start > s.limit || s.limit > a.dims[d] {
            return Err(format!(
                "slice [{}:{}:{}] is invalid for dimension {d} of size {}",
                s.start, s.limit, s.stride, a.dims[d]
            )
            .into());
        }
        let span = s.limit - s.start;
        dims.push(if span == 0 {
            0
        } else {
            (span - 1) / s.stride + 1
        });
        coeffs.push(s.stride * a_strides[d] as i64);
        base += s.start * a_strides[d] as i64;
    }
    check_result(instr, a.ty, &dims)?;
    view(a, &dims, base, &coeffs)
}

pub(crate) fn reverse(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let rev = required(&instr.attrs.dimensions, "dimensions")?;
    let rev = distinct_dims(rev, a.dims.len(), "dimensions")?;
    let a_strides = strides(&a.dims);
    let mut coeffs: Vec<i64> = a_strides.iter().map(|&s| s as i64).collect();
    let mut base = 0i64;
    for &d in &rev {
        // Index i reads element dim-1-i: start at the end, step backwards.
        base += (a.dims[d] - 1).max(0) * coeffs[d];
        coeffs[d] = -coeffs[d];
    }
    check_result(instr, a.ty, &a.dims)?;
    view(a, &a.dims, base, &coeffs)
}

pub(crate) fn concatenate(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let dims_attr = required(&instr.attrs.dimensions, "dimensions")?;
    let parts: Vec<&ArrayLiteral> = (0..ops.len())
        .map(|i| array_operand(ops, i))
        .collect::<Result<_, _>>()?;
    let first = parts
        .first()
        .ok_or("concatenate needs at least one operand")?;
    let rank = first.dims.len();
    let [axis] = dims_attr[..] else {
        return Err(format!("dimensions={dims_attr:?} must name exactly one dimension").into());
    };
    let axis = dim_index(axis, rank, "dimensions")?;
    let mut dims = first.dims.clone();
    dims[axis] = 0;
    for (i, p) in parts.iter().enumerate() {
        let same_elsewhere =
            p.dims.len() == rank && (0..rank).all(|d| d == axis || p.dims[d] == first.dims[d]);
        if p.ty != first.ty || !same_elsewhere {
            return Err(format!(
                "operand {i} {} does not concatenate with {} along dimension {axis}",
                p.shape(),
                first.shape()
            )
            .into());
        }
        dims[axis] += p.dims[axis];
    }
    check_result(instr, first.ty, &dims)?;
    // Row-major: for each index of the dimensions before `axis`, each operand contributes one
    // contiguous run of `dims[axis] * inner` elements, in operand order.
    let outer = count(&dims[..axis]);
    let inner = count(&dims[axis + 1..]);
    let mut offsets = Vec::with_capacity(parts.len());
    let mut total = 0;
    for p in &parts {
        offsets.push(total);
        total += p.element_count();
    }
    let mut picks = Vec::with_capacity(total);
    for o in 0..outer {
        for (p, &off) in parts.iter().zip(&offsets) {
            let run = p.dims[axis] as usize * inner;
            picks.extend(off + o * run..off + (o + 1) * run);
        }
    }
    let all = concat_data(&parts.iter().map(|p| &p.data).collect::<Vec<_>>())?;
    Ok(make_array(first.ty, dims, checked_take(&all, &picks)?)?)
}

pub(crate) fn pad(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let value = array_operand(ops, 1)?;
    let spec = required(&instr.attrs.padding, "padding")?;
    if spec.len() != a.dims.len() || value.element_count() != 1 || value.ty != a.ty {
        return Err(format!(
            "pad of {} by {} with padding of {} dimensions is malformed",
            a.shape(),
            value.shape(),
            spec.len()
        )
        .into());
    }
    let dims = padded_dims(&a.dims, spec)?;
    check_result(instr, a.ty, &dims)?;
    // Per dimension, the operand coordinate each output coordinate reads (None = padding).
    let sources: Vec<Vec<Option<usize>>> = spec
        .iter()
        .zip(&dims)
        .map(|(p, &size)| {
            let step = p.interior + 1;
            (0..size)
                .map(|o| {
                    let q = o - p.low;
                    (q >= 0 && q % step == 0).then_some((q / step) as usize)
                })
                .collect()
        })
        .collect();
    let pad_pick = a.element_count(); // the padding value sits after the operand's elements
    let a_strides = strides(&a.dims);
    let mut picks = Vec::with_capacity(count(&dims));
    crate::util::for_each_index(&dims, |idx, _| {
        let mut pos = 0;
        for (d, &i) in idx.iter().enumerate() {
            match sources[d][i as usize] {
                Some(s) if s < a.dims[d] as usize => pos += s * a_strides[d],
                _ => {
                    picks.push(pad_pick);
                    return;
                }
            }
        }
        picks.push(pos);
    });
    let all = concat_data(&[&a.data, &value.data])?;
    Ok(make_array(a.ty, dims, checked_take(&all, &picks)?)?)
}

/// Result dimensions of a pad: `low + n + (n - 1) * interior + high` per dimension, checked.
fn padded_dims(dims: &[i64], spec: &[kiln_hlo::PadDim]) -> Result<Vec<i64>, String> {
    dims.iter()
        .zip(spec)
        .enumerate()
        .map(|(d, (&n, p))| {
            let bad = || {
                format!(
                    "padding {}_{}_{} is invalid for dimension {d} of size {n}",
                    p.low, p.high, p.interior
                )
            };
            if p.interior < 0 {
                return Err(bad());
            }
            let dilated = if n == 0 {
                Some(0)
            } else {
                p.interior.checked_mul(n - 1).and_then(|x| x.checked_add(n))
            };
            dilated
                .and_then(|x| x.checked_add(p.low))
                .and_then(|x| x.checked_add(p.high))
                .filter(|&size| size >= 0)
                .ok_or_else(bad)
        })
        .collect()
}

/// Iota: the index along `iota_dimension`, converted to the result type exactly as `convert`
/// converts an s64 (so every type `convert` supports, floats and sub-byte integers included).
pub(crate) fn iota(instr: &Instruction) -> OpResult {
    let out = result_array(instr)?;
    let axis = dim_index(
        *required(&instr.attrs.iota_dimension, "iota_dimension")?,
        out.rank(),
        "iota_dimension",
    )?;
    if out.dims.iter().any(|&d| d < 0) {
        return Err(format!("negative dimension in {}", instr.shape).into());
    }
    let stride = strides(&out.dims)[axis];
    let size = out.dims[axis] as usize;
    let values = (0..count(&out.dims))
        .map(|l| ((l / stride) % size) as i64)
        .collect();
    let indices = make_array(PrimitiveType::S64, out.dims.clone(), ArrayData::S64(values))?;
    if out.ty == PrimitiveType::S64 {
        return Ok(indices);
    }
    let convert = Instruction::new("iota-convert", Opcode::Convert, instr.shape.clone(), vec![]);
    crate::elementwise::convert(&convert, &[&indices])
}

/// The start indices of dynamic-slice / dynamic-update-slice, from operands `first..`: one
/// scalar per dimension (or, in old modules, a single rank-1 array), any integer type.
fn start_indices(ops: &[&Literal], first: usize, rank: usize) -> Result<Vec<i64>, String> {
    let scalars = ops.len().saturating_sub(first);
    if scalars == 1 && rank != 1 {
        let v = array_operand(ops, first)?;
        if v.dims.len() == 1 && v.element_count() == rank {
            return (0..rank).map(|i| index_value(v, i)).collect();
        }
    }
    if scalars != rank {
        return Err(format!("expected {rank} start indices, got {scalars}"));
    }
    (first..ops.len())
        .map(|i| {
            let s = array_operand(ops, i)?;
            if s.element_count() != 1 {
                return Err(format!(
                    "start index operand {i} is {}, not a scalar",
                    s.shape()
                ));
            }
            index_value(s, 0)
        })
        .collect()
}

/// Clamps each start so that a window of `sizes` stays inside `dims` (XLA's rule for both
/// dynamic-slice and dynamic-update-slice: out-of-range starts are moved, not rejected).
fn clamp_starts(starts: &[i64], sizes: &[i64], dims: &[i64]) -> Result<Vec<i64>, String> {
    starts
        .iter()
        .zip(sizes.iter().zip(dims))
        .enumerate()
        .map(|(d, (&s, (&size, &dim)))| {
            if size < 0 || size > dim {
                return Err(format!(
                    "size {size} does not fit dimension {d} of size {dim}"
                ));
            }
            Ok(s.clamp(0, dim - size))
        })
        .collect()
}

pub(crate) fn dynamic_slice(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let sizes = required(&instr.attrs.dynamic_slice_sizes, "dynamic_slice_sizes")?;
    if sizes.len() != a.dims.len() {
        return Err(format!(
            "dynamic_slice_sizes has {} entries for rank {}",
            sizes.len(),
            a.dims.len()
        )
        .into());
    }
    let starts = clamp_starts(&start_indices(ops, 1, a.dims.len())?, sizes, &a.dims)?;
    check_result(instr, a.ty, sizes)?;
    let a_strides = strides(&a.dims);
    let base = starts
        .iter()
        .zip(&a_strides)
        .map(|(&s, &st)| s * st as i64)
        .sum();
    let coeffs: Vec<i64> = a_strides.iter().map(|&s| s as i64).collect();
    view(a, sizes, base, &coeffs)
}

pub(crate) fn dynamic_update_slice(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let update = array_operand(ops, 1)?;
    if update.ty != a.ty || update.dims.len() != a.dims.len() {
        return Err(format!(
            "update {} does not fit operand {}",
            update.shape(),
            a.shape()
        )
        .into());
    }
    let starts = clamp_starts(&start_indices(ops, 2, a.dims.len())?, &update.dims, &a.dims)?;
    check_result(instr, a.ty, &a.dims)?;
    // Picks index the operand's elements followed by the update's.
    let mut picks: Vec<usize> = (0..a.element_count()).collect();
    let a_strides = strides(&a.dims);
    let base: i64 = starts
        .iter()
        .zip(&a_strides)
        .map(|(&s, &st)| s * st as i64)
        .sum();
    let coeffs: Vec<i64> = a_strides.iter().map(|&s| s as i64).collect();
    let targets = affine_picks(&update.dims, base, &coeffs);
    for (u, &t) in targets.iter().enumerate() {
        let slot = picks
            .get_mut(t)
            .ok_or("internal error: update position out of range")?;
        *slot = a.element_count() + u;
    }
    let all = concat_data(&[&a.data, &update.data])?;
    Ok(make_array(
        a.ty,
        a.dims.clone(),
        checked_take(&all, &picks)?,
    )?)
}

/// `get-dimension-size(x), dimensions={d}`: the size of dimension `d` as an `s32` (Kiln's
/// shapes are static, so it is the declared size).
pub(crate) fn get_dimension_size(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x = array_operand(ops, 0)?;
    let dims = required(&instr.attrs.dimensions, "dimensions")?;
    let [d] = dims.as_slice() else {
        return Err(format!("get-dimension-size takes one dimension, got {dims:?}").into());
    };
    let size = usize::try_from(*d)
        .ok()
        .and_then(|d| x.dims.get(d))
        .ok_or_else(|| format!("dimension {d} is out of range for {}", x.shape()))?;
    let size = i32::try_from(*size).map_err(|_| format!("dimension size {size} exceeds s32"))?;
    Ok(Literal::scalar(
        ArrayData::S32(vec![size]),
        PrimitiveType::S32,
    )?)
}

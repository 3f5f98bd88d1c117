//! Rules for ops that only move data: broadcast, reshape, transpose, slice, concatenate, pad,
//! dynamic-slice and dynamic-update-slice. All of them are exact by construction (they pick
//! the same elements); the rules remove identities and merge chains into one op.

use super::values::{constant_literal, int_elements};
use super::{existing_if_same_shape, helper, operand_id, replacement, Cx, RuleResult, Simplified};
use kiln_hlo::{Attrs, Error, InstrId, Instruction, Opcode, Shape, SliceDim};

/// The dimensions attribute, or an error naming the instruction.
fn dimensions(instr: &Instruction) -> Result<&[i64], Error> {
    instr
        .attrs
        .dimensions
        .as_deref()
        .ok_or_else(|| Error::msg(format!("{} ({}): no dimensions", instr.name, instr.opcode)))
}

fn is_identity_permutation(perm: &[i64]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| p == i as i64)
}

fn attrs_with_dimensions(dims: Vec<i64>) -> Attrs {
    Attrs {
        dimensions: Some(dims),
        ..Attrs::default()
    }
}

/// `instr`'s shape as a broadcast of the scalar `scalar` (no mapped dimensions).
fn broadcast_scalar(instr: &Instruction, scalar: InstrId) -> Simplified {
    replacement(
        instr,
        Opcode::Broadcast,
        vec![scalar],
        attrs_with_dimensions(vec![]),
    )
}

/// The operand of a broadcast whose operand is a scalar.
fn broadcast_scalar_operand(cx: &Cx, id: InstrId) -> Option<InstrId> {
    let instr = cx.get(id);
    let operand = *instr.operands.first()?;
    (instr.opcode == Opcode::Broadcast && cx.get(operand).shape.dims().is_empty())
        .then_some(operand)
}

/// `broadcast(broadcast(x))` => one broadcast; a broadcast that maps every dimension onto
/// itself is its operand.
pub(super) fn broadcast(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let outer_dims = dimensions(instr)?;
    let x = cx.get(x_id);
    if x.opcode == Opcode::Broadcast {
        let inner_dims = dimensions(x)?;
        let merged: Option<Vec<i64>> = inner_dims
            .iter()
            .map(|&d| {
                usize::try_from(d)
                    .ok()
                    .and_then(|d| outer_dims.get(d).copied())
            })
            .collect();
        let Some(merged) = merged else {
            return Ok(None);
        };
        let inner = operand_id(x, 0)?;
        return Ok(Some(replacement(
            instr,
            Opcode::Broadcast,
            vec![inner],
            attrs_with_dimensions(merged),
        )));
    }
    if x.shape.dims() == instr.shape.dims() && is_identity_permutation(outer_dims) {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    Ok(None)
}

/// A reshape to the operand's own dimensions is the operand; `reshape(reshape(x))` is one
/// reshape; `reshape(broadcast(scalar))` is a broadcast of the scalar.
pub(super) fn reshape(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let x = cx.get(x_id);
    if x.shape.dims() == instr.shape.dims() {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    if x.opcode == Opcode::Reshape {
        let mut direct = instr.clone();
        direct.operands = vec![operand_id(x, 0)?];
        return Ok(Some(Simplified::New(Box::new(direct))));
    }
    Ok(broadcast_scalar_operand(cx, x_id).map(|s| broadcast_scalar(instr, s)))
}

/// An identity transpose is its operand; `transpose(transpose(x))` is one transpose;
/// `transpose(broadcast(x))` is a broadcast when the broadcast's dimensions stay in
/// increasing order (XLA's condition: otherwise the transpose would only move into it).
pub(super) fn transpose(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let perm = dimensions(instr)?;
    if is_identity_permutation(perm) {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    let x = cx.get(x_id);
    match x.opcode {
        Opcode::Transpose => {
            let inner = dimensions(x)?;
            // Result dimension i is x's dimension perm[i], which is inner[perm[i]].
            let composed: Option<Vec<i64>> = perm
                .iter()
                .map(|&p| usize::try_from(p).ok().and_then(|p| inner.get(p).copied()))
                .collect();
            let Some(composed) = composed else {
                return Ok(None);
            };
            let operand = operand_id(x, 0)?;
            Ok(Some(replacement(
                instr,
                Opcode::Transpose,
                vec![operand],
                attrs_with_dimensions(composed),
            )))
        }
        Opcode::Broadcast => transpose_of_broadcast(instr, x, perm),
        _ => Ok(None),
    }
}

fn transpose_of_broadcast(
    instr: &Instruction,
    broadcast: &Instruction,
    perm: &[i64],
) -> RuleResult {
    let bdims = dimensions(broadcast)?;
    if !bdims.windows(2).all(|w| w[0] < w[1]) {
        return Ok(None);
    }
    // Broadcast dimension d lands at the result position i with perm[i] == d.
    let mut inverse = vec![0i64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        let Some(slot) = usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) else {
            return Ok(None);
        };
        *slot = i as i64;
    }
    let moved: Option<Vec<i64>> = bdims
        .iter()
        .map(|&d| {
            usize::try_from(d)
                .ok()
                .and_then(|d| inverse.get(d).copied())
        })
        .collect();
    let Some(moved) = moved.filter(|m| m.windows(2).all(|w| w[0] < w[1])) else {
        return Ok(None);
    };
    let operand = operand_id(broadcast, 0)?;
    Ok(Some(replacement(
        instr,
        Opcode::Broadcast,
        vec![operand],
        attrs_with_dimensions(moved),
    )))
}

fn slice_spec(instr: &Instruction) -> Result<&[SliceDim], Error> {
    instr
        .attrs
        .slice
        .as_deref()
        .ok_or_else(|| Error::msg(format!("{} (slice): no slice attribute", instr.name)))
}

fn slice_of(base: &Instruction, operand: InstrId, spec: Vec<SliceDim>) -> Simplified {
    let attrs = Attrs {
        slice: Some(spec),
        ..Attrs::default()
    };
    replacement(base, Opcode::Slice, vec![operand], attrs)
}

/// A slice of the whole operand is the operand; `slice(slice(x))` is one slice;
/// `slice(broadcast(scalar))` a broadcast; `slice(concatenate(...))` slices only the
/// operands it reads.
pub(super) fn slice(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let spec = slice_spec(instr)?;
    let x = cx.get(x_id);
    if x.shape.dims() == instr.shape.dims() && spec.iter().all(|s| s.start == 0) {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    if let Some(scalar) = broadcast_scalar_operand(cx, x_id) {
        return Ok(Some(broadcast_scalar(instr, scalar)));
    }
    match x.opcode {
        Opcode::Slice => {
            let Some(composed) = compose_slices(slice_spec(x)?, spec, instr.shape.dims()) else {
                return Ok(None);
            };
            Ok(Some(slice_of(instr, operand_id(x, 0)?, composed)))
        }
        Opcode::Concatenate => slice_of_concatenate(cx, instr, x_id),
        _ => Ok(None),
    }
}

/// The single slice equal to `outer` applied to the result of `inner`; `out_dims` are the
/// final dimensions.
fn compose_slices(
    inner: &[SliceDim],
    outer: &[SliceDim],
    out_dims: &[i64],
) -> Option<Vec<SliceDim>> {
    if inner.len() != outer.len() || outer.len() != out_dims.len() {
        return None;
    }
    let dims = inner.iter().zip(outer).zip(out_dims);
    dims.map(|((i, o), &n)| {
        if n == 0 {
            return Some(SliceDim {
                start: 0,
                limit: 0,
                stride: 1,
            });
        }
        let start = i.start.checked_add(o.start.checked_mul(i.stride)?)?;
        let stride = i.stride.checked_mul(o.stride)?;
        let last = start.checked_add((n - 1).checked_mul(stride)?)?;
        Some(SliceDim {
            start,
            limit: last + 1,
            stride,
        })
    })
    .collect()
}

/// `slice(concatenate(a, b, c))` where the slice reads only some operands along the
/// concatenated dimension: a slice of that one operand, or of a concatenate of the operands
/// it reads.
fn slice_of_concatenate(cx: &mut Cx, instr: &Instruction, concat_id: InstrId) -> RuleResult {
    let concat = cx.get(concat_id);
    let axis = match dimensions(concat)? {
        [d] => usize::try_from(*d).map_err(|_| Error::msg("concatenate: negative dimension"))?,
        _ => return Ok(None),
    };
    let spec = slice_spec(instr)?;
    let (Some(s), Some(&n)) = (spec.get(axis), instr.shape.dims().get(axis)) else {
        return Ok(None);
    };
    if n == 0 {
        return Ok(None);
    }
    let last = s.start + (n - 1) * s.stride;
    // [offset, offset + size) of each operand along the axis.
    let mut ranges = Vec::with_capacity(concat.operands.len());
    let mut offset = 0i64;
    for &op in &concat.operands {
        let size = *cx.get(op).shape.dims().get(axis).unwrap_or(&0);
        ranges.push((op, offset, size));
        offset += size;
    }
    let first = ranges
        .iter()
        .position(|&(_, o, sz)| s.start >= o && s.start < o + sz);
    let end = ranges
        .iter()
        .position(|&(_, o, sz)| last >= o && last < o + sz);
    let (Some(first), Some(end)) = (first, end) else {
        return Ok(None);
    };
    if first == 0 && end == ranges.len() - 1 {
        return Ok(None);
    }
    let base = ranges[first].1;
    let mut new_spec = spec.to_vec();
    new_spec[axis] = SliceDim {
        start: s.start - base,
        limit: last - base + 1,
        stride: s.stride,
    };
    let source = if first == end {
        ranges[first].0
    } else {
        let operands: Vec<InstrId> = ranges[first..=end].iter().map(|r| r.0).collect();
        let mut dims = concat.shape.dims().to_vec();
        dims[axis] = ranges[first..=end].iter().map(|r| r.2).sum();
        let shape = Shape::array(concat.shape.element_type(), dims);
        let mut part = helper(concat, "part", Opcode::Concatenate, shape, operands);
        part.attrs.dimensions = concat.attrs.dimensions.clone();
        cx.add(part)
    };
    Ok(Some(slice_of(instr, source, new_spec)))
}

/// A concatenate of one operand is the operand; operands of size 0 along the concatenated
/// dimension are dropped; an operand that is itself a concatenate along the same dimension
/// gives its operands instead (`concatenate(concatenate(a, b), c)` is `concatenate(a, b, c)`).
pub(super) fn concatenate(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    if let [only] = instr.operands[..] {
        return Ok(existing_if_same_shape(cx, instr, only));
    }
    let axis = match dimensions(instr)? {
        [d] => usize::try_from(*d).map_err(|_| Error::msg("concatenate: negative dimension"))?,
        _ => return Ok(None),
    };
    let same_axis = |op: &Instruction| {
        op.opcode == Opcode::Concatenate && op.attrs.dimensions.as_deref() == Some(&[axis as i64])
    };
    if instr.operands.iter().any(|&op| same_axis(cx.get(op))) {
        let mut flat = instr.clone();
        flat.operands = instr
            .operands
            .iter()
            .flat_map(|&op| {
                let inner = cx.get(op);
                if same_axis(inner) {
                    inner.operands.clone()
                } else {
                    vec![op]
                }
            })
            .collect();
        return Ok(Some(Simplified::New(Box::new(flat))));
    }
    let non_empty: Vec<InstrId> = instr
        .operands
        .iter()
        .copied()
        .filter(|&op| cx.get(op).shape.dims().get(axis) != Some(&0))
        .collect();
    if non_empty.is_empty() || non_empty.len() == instr.operands.len() {
        return Ok(None);
    }
    let mut fewer = instr.clone();
    fewer.operands = non_empty;
    Ok(Some(Simplified::New(Box::new(fewer))))
}

/// A pad that adds nothing (all of low, high and interior 0) is its operand.
pub(super) fn pad(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let Some(padding) = &instr.attrs.padding else {
        return Ok(None);
    };
    if padding
        .iter()
        .all(|p| p.low == 0 && p.high == 0 && p.interior == 0)
    {
        return Ok(existing_if_same_shape(cx, instr, operand_id(instr, 0)?));
    }
    Ok(None)
}

/// The start indices of a dynamic-slice or dynamic-update-slice (operands from `first`) when
/// they are all constants: one scalar per dimension, or the old single-vector form.
fn constant_starts(cx: &Cx, instr: &Instruction, first: usize, rank: usize) -> Option<Vec<i128>> {
    let index_operands = instr.operands.get(first..)?;
    if let [single] = index_operands {
        if rank != 1 {
            let starts = int_elements(constant_literal(cx, *single)?)?;
            return (starts.len() == rank).then_some(starts);
        }
    }
    if index_operands.len() != rank {
        return None;
    }
    index_operands
        .iter()
        .map(|&id| {
            let values = int_elements(constant_literal(cx, id)?)?;
            match values[..] {
                [v] => Some(v),
                _ => None,
            }
        })
        .collect()
}

/// A dynamic-slice as large as its operand is the operand (every start clamps to 0); one
/// with constant starts is a slice, after clamping the starts into range as XLA does
/// (`start = clamp(start, 0, dim - size)`).
pub(super) fn dynamic_slice(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let x_dims = cx.get(x_id).shape.dims().to_vec();
    let Some(sizes) = instr.attrs.dynamic_slice_sizes.clone() else {
        return Ok(None);
    };
    if sizes.len() != x_dims.len() {
        return Ok(None);
    }
    if sizes == x_dims {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    let Some(starts) = constant_starts(cx, instr, 1, x_dims.len()) else {
        return Ok(None);
    };
    let spec = starts
        .iter()
        .zip(sizes.iter().zip(&x_dims))
        .map(|(&start, (&size, &dim))| {
            let start = start.clamp(0, (dim - size).max(0) as i128) as i64;
            SliceDim {
                start,
                limit: start + size,
                stride: 1,
            }
        })
        .collect();
    Ok(Some(slice_of(instr, x_id, spec)))
}

/// A dynamic-update-slice whose update covers the whole operand is the update (every start
/// clamps to 0); one whose update is empty is the operand.
pub(super) fn dynamic_update_slice(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let (x_id, update_id) = (operand_id(instr, 0)?, operand_id(instr, 1)?);
    let x_dims = cx.get(x_id).shape.dims();
    let update_dims = cx.get(update_id).shape.dims();
    if update_dims == x_dims {
        return Ok(existing_if_same_shape(cx, instr, update_id));
    }
    if update_dims.contains(&0) {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    Ok(None)
}

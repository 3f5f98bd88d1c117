//! Data movement: broadcast, reshape/bitcast, transpose, slice, pad, concatenate, reverse.
//!
//! Each maps the result index to an operand index (and, for pad and concatenate, chooses
//! between operands). Selects evaluate both sides, so every operand index is clamped into
//! its operand even where the other side is chosen: a load is never out of bounds.

use super::builder::{Lowerer, Node};
use super::LowerError;
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType};
use kiln_hlo::Opcode;

pub(super) fn gen(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let op_dims = lw.dims(operand)?.to_vec();
    let dims = lw.dims(node)?.to_vec();
    if idx.len() != dims.len() {
        return Err(lw.error(node, "index rank does not match the shape"));
    }
    let instr = lw.instr(node);
    let attr_dims = instr.attrs.dimensions.clone().unwrap_or_default();
    match instr.opcode {
        Opcode::Broadcast => {
            let op_idx = broadcast_index(&attr_dims, idx, op_dims.len());
            let op_idx = op_idx.ok_or_else(|| lw.error(node, "bad broadcast dimensions"))?;
            lw.gen(operand, &op_idx)
        }
        Opcode::Reshape | Opcode::Bitcast => {
            if op_dims == dims {
                return lw.gen(operand, idx);
            }
            if op_dims.iter().product::<i64>() != dims.iter().product::<i64>() {
                return Err(lw.error(node, "element counts differ"));
            }
            let lin = lw.linearize(idx, &dims);
            let op_idx = lw.delinearize(lin, &op_dims);
            lw.gen(operand, &op_idx)
        }
        Opcode::Transpose => {
            let op_idx = transpose_index(&attr_dims, idx, op_dims.len());
            let op_idx = op_idx.ok_or_else(|| lw.error(node, "bad permutation"))?;
            lw.gen(operand, &op_idx)
        }
        Opcode::Slice => slice(lw, node, idx, &op_dims),
        Opcode::Reverse => {
            let mut op_idx = idx.to_vec();
            for &d in &attr_dims {
                let (i, n) = usize::try_from(d)
                    .ok()
                    .and_then(|d| Some((op_idx.get(d)?.clone(), *op_dims.get(d)?)))
                    .ok_or_else(|| lw.error(node, "bad reverse dimension"))?;
                op_idx[d as usize] = lw.ix_sub(Expr::Int(n - 1, ScalarType::S64), i);
            }
            lw.gen(operand, &op_idx)
        }
        Opcode::Pad => pad(lw, node, idx, &op_dims),
        Opcode::Concatenate => concatenate(lw, node, idx),
        op => Err(lw.error(node, format!("`{op}` is not a shape op"))),
    }
}

/// The operand index of a broadcast: operand dimension `k` is result dimension `dims[k]`.
fn broadcast_index(dims: &[i64], idx: &[Expr], rank: usize) -> Option<Vec<Expr>> {
    let op_idx = dims
        .iter()
        .map(|&d| usize::try_from(d).ok().and_then(|d| idx.get(d)).cloned())
        .collect::<Option<Vec<_>>>()?;
    (op_idx.len() == rank).then_some(op_idx)
}

/// The operand index of a transpose: result dimension `k` is operand dimension `perm[k]`.
fn transpose_index(perm: &[i64], idx: &[Expr], rank: usize) -> Option<Vec<Expr>> {
    let mut op_idx = vec![None; rank];
    for (k, &d) in perm.iter().enumerate() {
        let slot = op_idx.get_mut(usize::try_from(d).ok()?)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(idx.get(k)?.clone());
    }
    op_idx.into_iter().collect()
}

fn slice(lw: &mut Lowerer, node: Node, idx: &[Expr], op_dims: &[i64]) -> Result<Expr, LowerError> {
    let spec = lw.instr(node).attrs.slice.clone().unwrap_or_default();
    if spec.len() != op_dims.len() || spec.iter().any(|s| s.stride < 1 || s.start < 0) {
        return Err(lw.error(node, "bad slice"));
    }
    let op_idx: Vec<Expr> = spec
        .iter()
        .zip(idx)
        .map(|(s, i)| lw.ix_add_const(lw.ix_mul(i.clone(), s.stride), s.start))
        .collect();
    lw.gen(lw.operand(node, 0)?, &op_idx)
}

fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
    Expr::Cmp {
        op,
        total_order: false,
        lhs: Box::new(a),
        rhs: Box::new(b),
    }
}

fn and(a: Option<Expr>, b: Expr) -> Option<Expr> {
    Some(match a {
        Some(a) => Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b)),
        None => b,
    })
}

fn int(x: i64) -> Expr {
    Expr::Int(x, ScalarType::S64)
}

/// `pad`: position `t = i - low` of the (interior-dilated) operand holds an operand element
/// when `0 <= t`, `t % (interior + 1) == 0` and `t <= (n - 1)(interior + 1)`; elsewhere the
/// pad value. Checks the index range already guarantees are left out.
fn pad(lw: &mut Lowerer, node: Node, idx: &[Expr], op_dims: &[i64]) -> Result<Expr, LowerError> {
    let spec = lw.instr(node).attrs.padding.clone().unwrap_or_default();
    if spec.len() != op_dims.len() || spec.iter().any(|p| p.interior < 0) {
        return Err(lw.error(node, "bad padding"));
    }
    let value = lw.gen(lw.operand(node, 1)?, &[])?;
    if op_dims.contains(&0) {
        return Ok(value);
    }
    // Positions in the dilated operand and their ranges.
    let mut spans = Vec::with_capacity(spec.len());
    for ((p, &n), i) in spec.iter().zip(op_dims).zip(idx) {
        let t = lw.ix_add_const(i.clone(), -p.low);
        let (lo, hi) = lw.range(&t).unwrap_or((i64::MIN, i64::MAX));
        let last = (n - 1) * (p.interior + 1);
        if hi < 0 || lo > last {
            // The whole index range is padding (a piece of a piecewise loop).
            return Ok(value);
        }
        spans.push((t, lo, hi, last));
    }
    let mut inside: Option<Expr> = None;
    let mut op_idx = Vec::with_capacity(spec.len());
    for (p, (t, lo, hi, last)) in spec.iter().zip(spans) {
        let step = p.interior + 1;
        // Read more than once only when checked.
        let checked = lo < 0 || hi > last || step > 1;
        let t = if checked { lw.materialize(t)? } else { t };
        if lo < 0 {
            inside = and(inside, cmp(CmpOp::Ge, t.clone(), int(0)));
        }
        if hi > last {
            inside = and(inside, cmp(CmpOp::Le, t.clone(), int(last)));
        }
        if step > 1 {
            let on_grid = cmp(CmpOp::Eq, lw.ix_rem(t.clone(), step), int(0));
            inside = and(inside, on_grid);
        }
        let clamped = lw.ix_clamp(t, 0, last);
        op_idx.push(lw.ix_div(clamped, step));
    }
    let x = lw.gen(lw.operand(node, 0)?, &op_idx)?;
    Ok(match inside {
        Some(c) => Expr::Select(Box::new(c), Box::new(x), Box::new(value)),
        None => x,
    })
}

/// `concatenate`: a chain of selects on the concatenated dimension, each operand read at an
/// index clamped into it; operands the index range cannot reach are left out.
fn concatenate(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let d = lw
        .instr(node)
        .attrs
        .dimensions
        .as_deref()
        .and_then(|d| d.first().copied())
        .and_then(|d| usize::try_from(d).ok())
        .filter(|&d| d < idx.len())
        .ok_or_else(|| lw.error(node, "bad concatenate dimension"))?;
    let (lo, hi) = lw.range(&idx[d]).unwrap_or((i64::MIN, i64::MAX));
    let mut parts = Vec::new();
    let mut offset = 0i64;
    for k in 0..lw.instr(node).operands.len() {
        let operand = lw.operand(node, k)?;
        let size = *lw
            .dims(operand)?
            .get(d)
            .ok_or_else(|| lw.error(node, "operand rank differs"))?;
        if size > 0 && offset <= hi && offset + size > lo {
            parts.push((operand, offset, size));
        }
        offset += size;
    }
    // Read by every select when there are several operands.
    let i = match parts.len() {
        1 => idx[d].clone(),
        _ => lw.materialize(idx[d].clone())?,
    };
    let mut value: Option<Expr> = None;
    for &(operand, start, size) in parts.iter().rev() {
        let mut op_idx = idx.to_vec();
        let local = lw.ix_add_const(i.clone(), -start);
        op_idx[d] = lw.ix_clamp(local, 0, size - 1);
        let x = lw.gen(operand, &op_idx)?;
        value = Some(match value {
            Some(rest) => {
                let here = cmp(CmpOp::Lt, i.clone(), int(start + size));
                Expr::Select(Box::new(here), Box::new(x), Box::new(rest))
            }
            None => x,
        });
    }
    value.ok_or_else(|| lw.error(node, "concatenate of nothing"))
}

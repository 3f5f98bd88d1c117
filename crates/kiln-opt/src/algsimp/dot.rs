//! Dot rule: a transpose feeding a dot is folded into the dot's dimension numbers.
//!
//! `dot(transpose(a), b)` reads the same elements as `dot(a, b)` with each batch and
//! contracting dimension renamed through the permutation. The result keeps its dimension
//! order when the free (neither batch nor contracting) dimensions stay in increasing order
//! after the renaming, since a dot orders its result's free dimensions by their index; lists
//! keep their order, so every product is summed in the same order and the fold is exact.
//!
//! A dot the GEMM call reads as it is (the strided GEMM form, `dot_canonicalize::
//! is_strided_gemm`, or an f32/f64 dot with batch dimensions anywhere, `is_gemm_readable`)
//! only takes folds that keep it readable: the transposes canonicalization put in front of
//! it are the ones the GEMM call cannot read through strides, and folding them would undo
//! it. A fold that makes a dot readable is what removes attention's head transposes.

use super::{operand_id, Cx, RuleResult, Simplified};
use crate::dot_canonicalize::{is_gemm_readable, is_strided_gemm};
use kiln_hlo::{DotDims, Error, InstrId, Instruction, Opcode};

pub(super) fn dot(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let Some(dims) = &instr.attrs.dot_dims else {
        return Ok(None);
    };
    // Sparse dots carry metadata operands; only plain dots are rewritten.
    if instr.operands.len() != 2 {
        return Ok(None);
    }
    let readable_before = readable(cx, instr, dims, &instr.operands)?;
    let mut new_dims = dims.clone();
    let mut operands = instr.operands.clone();
    let mut changed = false;
    for (side, operand) in operands.iter_mut().enumerate() {
        let t = cx.get(*operand);
        if t.opcode != Opcode::Transpose {
            continue;
        }
        let Some(perm) = t.attrs.dimensions.as_deref() else {
            continue;
        };
        let (batch, contracting) = match side {
            0 => (&mut new_dims.lhs_batch, &mut new_dims.lhs_contracting),
            _ => (&mut new_dims.rhs_batch, &mut new_dims.rhs_contracting),
        };
        if let Some((b, c)) = fold_permutation(perm, batch, contracting) {
            *batch = b;
            *contracting = c;
            *operand = operand_id(t, 0)?;
            changed = true;
        }
    }
    if !changed || (readable_before && !readable(cx, instr, &new_dims, &operands)?) {
        return Ok(None);
    }
    let mut folded = instr.clone();
    folded.operands = operands;
    folded.attrs.dot_dims = Some(new_dims);
    Ok(Some(Simplified::New(Box::new(folded))))
}

/// Whether the GEMM call reads `instr` with these dimension numbers and operands as it is.
fn readable(
    cx: &Cx,
    instr: &Instruction,
    dims: &DotDims,
    operands: &[InstrId],
) -> Result<bool, Error> {
    let lhs = &cx.get(operands[0]).shape;
    let rhs = &cx.get(operands[1]).shape;
    if is_strided_gemm(dims, lhs.dims().len(), rhs.dims().len()) {
        return Ok(true);
    }
    Ok(match (lhs.as_array(), rhs.as_array()) {
        (Some(l), Some(r)) => is_gemm_readable(dims, instr.shape.element_type(), l, r),
        _ => false,
    })
}

/// Batch and contracting dimensions renamed through `perm` (transpose result dimension `d`
/// is operand dimension `perm[d]`), when the free dimensions keep their order.
fn fold_permutation(
    perm: &[i64],
    batch: &[i64],
    contracting: &[i64],
) -> Option<(Vec<i64>, Vec<i64>)> {
    let map = |d: i64| perm.get(usize::try_from(d).ok()?).copied();
    let renamed = |list: &[i64]| list.iter().map(|&d| map(d)).collect::<Option<Vec<i64>>>();
    let (b, c) = (renamed(batch)?, renamed(contracting)?);
    let free: Vec<i64> = (0..perm.len() as i64)
        .filter(|d| !batch.contains(d) && !contracting.contains(d))
        .map(map)
        .collect::<Option<_>>()?;
    free.windows(2).all(|w| w[0] < w[1]).then_some((b, c))
}

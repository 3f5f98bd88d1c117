//! Sort (N operands permuted together by a comparator computation) and TopK.
//!
//! Sorting is always stable, whatever `is_stable` says: XLA allows a stable sort for an
//! unstable one, and one answer is easier to test. The merge sort here takes a fallible
//! comparator and never panics on an inconsistent one (a comparator that is not a strict weak
//! order still yields some permutation, as in XLA), unlike `slice::sort_by`.

mod comparator;

use crate::util::{affine_picks, array_operand, checked_take, make_array, required, strides};
use crate::{Evaluator, OpError, OpResult};
use comparator::Comparator;
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType, Shape};

pub(crate) fn sort(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let operands = (0..ops.len())
        .map(|i| array_operand(ops, i))
        .collect::<Result<Vec<_>, _>>()?;
    let first = operands.first().ok_or("sort needs at least one operand")?;
    if let Some((k, o)) = operands
        .iter()
        .enumerate()
        .find(|(_, o)| o.dims != first.dims)
    {
        return Err(format!(
            "operand {k} {} does not match operand 0 {}",
            o.shape(),
            first.shape()
        )
        .into());
    }
    let rank = first.dims.len();
    let axis = match instr.attrs.dimensions.as_deref() {
        None if rank > 0 => rank - 1,
        Some([d]) => crate::util::dim_index(*d, rank, "dimensions")?,
        other => {
            return Err(format!("sort needs one dimension to sort along, got {other:?}").into())
        }
    };
    check_sort_result(instr, &operands)?;
    let mut comparator =
        Comparator::new(ev, *required(&instr.attrs.to_apply, "to_apply")?, &operands)?;

    // Every row along `axis` is sorted on its own; `picks[p]` is the element that ends at p.
    let (len, stride) = (first.dims[axis] as usize, strides(&first.dims)[axis]);
    let mut row_dims = first.dims.clone();
    row_dims[axis] = 1;
    let row_starts = affine_picks(
        &row_dims,
        0,
        &strides(&first.dims)
            .iter()
            .map(|&s| s as i64)
            .collect::<Vec<_>>(),
    );
    let mut picks: Vec<usize> = (0..first.element_count()).collect();
    let mut order: Vec<usize> = Vec::with_capacity(len);
    for &start in &row_starts {
        order.clear();
        order.extend((0..len).map(|j| start + j * stride));
        stable_sort(&mut order, |a, b| comparator.less(&operands, a, b))?;
        for (j, &src) in order.iter().enumerate() {
            picks[start + j * stride] = src;
        }
    }
    let mut results = operands
        .iter()
        .map(|o| {
            Ok(make_array(
                o.ty,
                o.dims.clone(),
                checked_take(&o.data, &picks)?,
            )?)
        })
        .collect::<Result<Vec<_>, OpError>>()?;
    Ok(if results.len() == 1 {
        results.remove(0)
    } else {
        Literal::Tuple(results)
    })
}

fn check_sort_result(instr: &Instruction, operands: &[&ArrayLiteral]) -> Result<(), String> {
    let want = match operands {
        [o] => Shape::Array(o.shape()),
        _ => Shape::Tuple(operands.iter().map(|o| Shape::Array(o.shape())).collect()),
    };
    if !instr.shape.compatible(&want) {
        return Err(format!(
            "result shape {} does not match the operands' {want}",
            instr.shape
        ));
    }
    Ok(())
}

/// Stable merge sort of `items` by `less` (insertion sort on short runs, then bottom-up merges
/// that take from the right run only when it is strictly less). Public so that compiled
/// backends sort in exactly the same order, inconsistent comparators included.
pub fn stable_sort<E>(
    items: &mut Vec<usize>,
    mut less: impl FnMut(usize, usize) -> Result<bool, E>,
) -> Result<(), E> {
    const RUN: usize = 16;
    let n = items.len();
    for lo in (0..n).step_by(RUN) {
        let hi = (lo + RUN).min(n);
        for i in lo + 1..hi {
            let mut j = i;
            while j > lo && less(items[j], items[j - 1])? {
                items.swap(j, j - 1);
                j -= 1;
            }
        }
    }
    let mut buf = vec![0usize; n];
    let mut width = RUN;
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut a, mut b) = (lo, mid);
            for slot in &mut buf[lo..hi] {
                let take_right = a == mid || (b < hi && less(items[b], items[a])?);
                *slot = if take_right { items[b] } else { items[a] };
                if take_right {
                    b += 1;
                } else {
                    a += 1;
                }
            }
        }
        std::mem::swap(items, &mut buf);
        width *= 2;
    }
    Ok(())
}

/// TopK: the `k` largest (or smallest) elements of each row along the last dimension, with
/// their s32 indices. Floats are ordered totally, as XLA's TopK comparator does:
/// -NaN < -inf < .. < -0 < +0 < .. < +inf < +NaN. Equal elements keep index order.
pub(crate) fn topk(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let a = array_operand(ops, 0)?;
    let k = *required(&instr.attrs.k, "k")?;
    let largest = instr.attrs.largest.unwrap_or(true);
    let last = a
        .dims
        .len()
        .checked_sub(1)
        .ok_or("topk needs an operand of rank 1 or more")?;
    let len = a.dims[last];
    if k < 0 || k > len {
        return Err(format!("k={k} is out of range for a last dimension of {len}").into());
    }
    let keys = order_keys(&a.data, a.ty)?;
    let mut out_dims = a.dims.clone();
    out_dims[last] = k;
    let (len, k) = (len as usize, k as usize);
    let rows = a.element_count().checked_div(len).unwrap_or(0);
    let mut picks = Vec::with_capacity(rows * k);
    let mut indices = Vec::with_capacity(rows * k);
    let mut row: Vec<usize> = Vec::with_capacity(len);
    for r in 0..rows {
        row.clear();
        row.extend(r * len..(r + 1) * len);
        // `sort_by_key` is stable and total over integer keys, so ties keep index order.
        if largest {
            row.sort_by_key(|&i| std::cmp::Reverse(keys[i]));
        } else {
            row.sort_by_key(|&i| keys[i]);
        }
        picks.extend_from_slice(&row[..k]);
        indices.extend(row[..k].iter().map(|&i| (i - r * len) as i32));
    }
    let values = make_array(a.ty, out_dims.clone(), checked_take(&a.data, &picks)?)?;
    let indices = make_array(
        PrimitiveType::S32,
        out_dims.clone(),
        ArrayData::S32(indices),
    )?;
    let want = Shape::Tuple(vec![
        Shape::array(a.ty, out_dims.clone()),
        Shape::array(PrimitiveType::S32, out_dims),
    ]);
    if !instr.shape.compatible(&want) {
        return Err(format!(
            "result shape {} does not match the computed {want}",
            instr.shape
        )
        .into());
    }
    Ok(Literal::Tuple(vec![values, indices]))
}

/// One integer per element that orders elements the way TopK does.
fn order_keys(data: &ArrayData, ty: PrimitiveType) -> Result<Vec<i128>, String> {
    let size = ty.byte_size();
    if size > 8 || topk_key(ty, 0).is_none() {
        return Err(format!("topk of element type {ty} is not supported"));
    }
    Ok(crate::util::le_bytes(data)
        .chunks_exact(size)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..size].copy_from_slice(c);
            topk_key(ty, u64::from_le_bytes(b)).unwrap_or(0)
        })
        .collect())
}

/// The TopK order key of an element of type `ty` given by its storage bits (zero-extended):
/// integers by value; floats by sign-magnitude bits with the magnitude flipped for negatives
/// (a total order). `None` for types TopK does not order.
pub fn topk_key(ty: PrimitiveType, bits: u64) -> Option<i128> {
    fn float_key(bits: i64, magnitude_bits: u32) -> i128 {
        let mask = (1i64 << magnitude_bits) - 1;
        (if bits < 0 { bits ^ mask } else { bits }) as i128
    }
    use PrimitiveType::*;
    Some(match ty {
        S8 => bits as i8 as i128,
        S16 => bits as i16 as i128,
        S32 => bits as i32 as i128,
        S64 => bits as i64 as i128,
        U8 => bits as u8 as i128,
        U16 => bits as u16 as i128,
        U32 => bits as u32 as i128,
        U64 => bits as i128,
        F16 | BF16 => float_key(bits as u16 as i16 as i64, 15),
        F32 => float_key(bits as u32 as i32 as i64, 31),
        F64 => float_key(bits as i64, 63),
        _ => return None,
    })
}

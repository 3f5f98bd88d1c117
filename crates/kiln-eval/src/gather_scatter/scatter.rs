//! Scatter: N operands, one indices array, N updates; `to_apply` combines each operand element
//! with each update that lands on it, in order, so duplicate indices accumulate.
//!
//! Order: batch positions (scatter indices) in row-major order, and within one, the update
//! window in row-major order, the order XLA:CPU's scatter loop uses. A batch position whose
//! window does not fit entirely inside the operand is skipped as a whole, as XLA:CPU does.

use super::{batching_pairs, check_index_map, dim_mask, unmasked, IndexSpace};
use crate::reduce::Combiner;
use crate::util::{affine_picks, array_operand, required, strides};
use crate::{Evaluator, OpResult};
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, ScatterDims, Shape};

pub(crate) fn scatter(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    if ops.len() < 3 || ops.len().is_multiple_of(2) {
        return Err(format!(
            "scatter takes N operands, indices and N updates; got {} operands",
            ops.len()
        )
        .into());
    }
    let n = (ops.len() - 1) / 2;
    let operands = (0..n)
        .map(|i| array_operand(ops, i))
        .collect::<Result<Vec<_>, _>>()?;
    let updates = (n + 1..2 * n + 1)
        .map(|i| array_operand(ops, i))
        .collect::<Result<Vec<_>, _>>()?;
    check_operands(&operands, &updates)?;
    check_result_shape(instr, &operands)?;
    let dn = required(&instr.attrs.scatter_dims, "scatter dimension numbers")?;
    let space = IndexSpace::new(array_operand(ops, n)?, dn.index_vector_dim)?;
    let plan = ScatterPlan::new(operands[0], updates[0], &space, dn)?;
    let types: Vec<_> = operands.iter().map(|o| o.ty).collect();
    let mut combiner = Combiner::new(ev, *required(&instr.attrs.to_apply, "to_apply")?, &types)?;

    let operand_dims = &operands[0].dims;
    let (op_strides, upd_strides) = (strides(operand_dims), strides(&updates[0].dims));
    // Offsets of each window element from the window's first element, in operand and updates.
    let window_sizes: Vec<i64> = plan
        .update_window_dims
        .iter()
        .map(|&d| updates[0].dims[d])
        .collect();
    let op_coeffs: Vec<i64> = plan
        .window_dims
        .iter()
        .map(|&d| op_strides[d] as i64)
        .collect();
    let upd_coeffs: Vec<i64> = plan
        .update_window_dims
        .iter()
        .map(|&d| upd_strides[d] as i64)
        .collect();
    let op_offsets = affine_picks(&window_sizes, 0, &op_coeffs);
    let upd_offsets = affine_picks(&window_sizes, 0, &upd_coeffs);

    let mut out: Vec<ArrayData> = operands.iter().map(|o| o.data.clone()).collect();
    let upd_data: Vec<&ArrayData> = updates.iter().map(|u| &u.data).collect();
    let mut window_start = vec![0i64; operand_dims.len()];
    space.for_each_start(|batch, start| {
        window_start.iter_mut().for_each(|s| *s = 0);
        for (k, &d) in plan.index_map.iter().enumerate() {
            window_start[d] = start[k];
        }
        for &(d, b) in &plan.batching {
            window_start[d] = batch[b];
        }
        let fits = (0..operand_dims.len())
            .all(|d| window_start[d] >= 0 && window_start[d] <= operand_dims[d] - plan.extent[d]);
        if !fits {
            return Ok::<(), crate::OpError>(());
        }
        let op_base: usize = window_start
            .iter()
            .zip(&op_strides)
            .map(|(&s, &st)| s as usize * st)
            .sum();
        let upd_base: usize = batch
            .iter()
            .zip(&plan.update_scatter_dims)
            .map(|(&i, &d)| i as usize * upd_strides[d])
            .sum();
        for (&o, &u) in op_offsets.iter().zip(&upd_offsets) {
            combiner.combine(&mut out, op_base + o, &upd_data, upd_base + u)?;
        }
        Ok(())
    })?;
    let mut results = operands
        .iter()
        .zip(out)
        .map(|(o, data)| {
            Ok(Literal::Array(ArrayLiteral::new(
                o.ty,
                o.dims.clone(),
                data,
            )?))
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(if n == 1 {
        results.remove(0)
    } else {
        Literal::Tuple(results)
    })
}

/// All operands share dimensions, all updates share dimensions, and update k has operand k's type.
fn check_operands(operands: &[&ArrayLiteral], updates: &[&ArrayLiteral]) -> Result<(), String> {
    let (o0, u0) = (operands[0], updates[0]);
    for (k, (o, u)) in operands.iter().zip(updates).enumerate() {
        if o.dims != o0.dims || u.dims != u0.dims || u.ty != o.ty {
            return Err(format!(
                "operand {k} {} and update {k} {} do not match operand 0 {} and update 0 {}",
                o.shape(),
                u.shape(),
                o0.shape(),
                u0.shape()
            ));
        }
    }
    Ok(())
}

/// The result is the operands' shape (a tuple of them for a variadic scatter).
fn check_result_shape(instr: &Instruction, operands: &[&ArrayLiteral]) -> Result<(), String> {
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

/// Scatter's dimension numbers, checked against the operand, updates and indices.
struct ScatterPlan {
    /// Update dimensions walking the window, and the operand dimensions they walk (in order).
    update_window_dims: Vec<usize>,
    window_dims: Vec<usize>,
    /// Update dimensions holding batch coordinates, in batch order.
    update_scatter_dims: Vec<usize>,
    /// `scatter_dims_to_operand_dims`.
    index_map: Vec<usize>,
    /// (operand dimension, batch position) of each batching dimension pair.
    batching: Vec<(usize, usize)>,
    /// Size of the update window along each operand dimension (1 where inserted or batching).
    extent: Vec<i64>,
}

impl ScatterPlan {
    fn new(
        operand: &ArrayLiteral,
        update: &ArrayLiteral,
        space: &IndexSpace,
        dn: &ScatterDims,
    ) -> Result<Self, String> {
        let rank = operand.dims.len();
        let batching = batching_pairs(
            operand,
            space,
            &dn.input_batching_dims,
            &dn.scatter_indices_batching_dims,
        )?;
        let batching_mask = dim_mask(&dn.input_batching_dims, rank, "input_batching_dims")?;
        let inserted = dim_mask(&dn.inserted_window_dims, rank, "inserted_window_dims")?;
        let index_map = check_index_map(
            &dn.scatter_dims_to_operand_dims,
            space.vector_len,
            &batching_mask,
            "scatter_dims_to_operand_dims",
        )?;
        if let Some(d) = (0..rank).find(|&d| inserted[d] && batching_mask[d]) {
            return Err(format!(
                "dimension {d} is both an inserted window and a batching dimension"
            ));
        }
        let window_dims: Vec<usize> = (0..rank)
            .filter(|&d| !inserted[d] && !batching_mask[d])
            .collect();
        let update_window_mask = dim_mask(
            &dn.update_window_dims,
            update.dims.len(),
            "update_window_dims",
        )?;
        let update_window_dims: Vec<usize> =
            dn.update_window_dims.iter().map(|&d| d as usize).collect();
        if update_window_dims.len() != window_dims.len()
            || update_window_dims.windows(2).any(|w| w[0] >= w[1])
        {
            return Err(format!(
                "update_window_dims={:?} must list {} increasing update dimensions",
                dn.update_window_dims,
                window_dims.len()
            ));
        }
        let update_scatter_dims = unmasked(&update_window_mask);
        let scatter_sizes: Vec<i64> = update_scatter_dims
            .iter()
            .map(|&d| update.dims[d])
            .collect();
        if scatter_sizes != space.batch_dims {
            return Err(format!(
                "update scatter dimensions {scatter_sizes:?} do not match the indices' batch dimensions {:?}",
                space.batch_dims
            ));
        }
        let mut extent = vec![1i64; rank];
        for (&w, &u) in window_dims.iter().zip(&update_window_dims) {
            if update.dims[u] > operand.dims[w] {
                return Err(format!(
                    "update window dimension {u} (size {}) is larger than operand dimension {w} (size {})",
                    update.dims[u], operand.dims[w]
                ));
            }
            extent[w] = update.dims[u];
        }
        Ok(ScatterPlan {
            update_window_dims,
            window_dims,
            update_scatter_dims,
            index_map,
            batching,
            extent,
        })
    }
}

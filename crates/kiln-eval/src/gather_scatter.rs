//! Gather and scatter with XLA's full dimension numbers, batching dimensions included.
//!
//! Both ops pair a "batch" of start-index vectors (read from the indices operand) with a
//! "window" of offsets. `IndexSpace` reads the start vectors; each op then builds, per batch
//! position, the operand position of its window's first element, and per window position the
//! offset from there, so the per-element work is two additions.
//!
//! Out-of-range starts follow XLA:CPU: gather clamps each start so that the whole slice is in
//! bounds; scatter drops the whole update window of a start whose window would leave the operand.

mod scatter;

pub(crate) use scatter::scatter;

use crate::shape_ops::check_result;
use crate::util::{
    affine_picks, array_operand, checked_take, count, dim_index, index_value, make_array, required,
    strides,
};
use crate::OpResult;
use kiln_hlo::{ArrayLiteral, GatherDims, Instruction, Literal};

/// The start-index vectors of a gather or scatter: the indices operand with its
/// `index_vector_dim` set apart (an `index_vector_dim` equal to the rank means each index is a
/// vector of one element).
struct IndexSpace<'a> {
    indices: &'a ArrayLiteral,
    /// Sizes of the batch dimensions (every indices dimension but `index_vector_dim`), in order.
    batch_dims: Vec<i64>,
    /// For each batch dimension, its dimension number in the indices operand.
    batch_to_indices_dim: Vec<usize>,
    /// Row-major strides of the indices operand, for the batch dimensions.
    batch_strides: Vec<usize>,
    vector_len: usize,
    vector_stride: usize,
}

impl<'a> IndexSpace<'a> {
    fn new(indices: &'a ArrayLiteral, index_vector_dim: i64) -> Result<Self, String> {
        let rank = indices.dims.len();
        let ivd = usize::try_from(index_vector_dim)
            .ok()
            .filter(|&d| d <= rank)
            .ok_or_else(|| format!("index_vector_dim={index_vector_dim} is out of range for indices of rank {rank}"))?;
        if !indices.ty.is_integral() {
            return Err(format!("indices must be integers, got {}", indices.ty));
        }
        let all_strides = strides(&indices.dims);
        let batch_to_indices_dim: Vec<usize> = (0..rank).filter(|&d| d != ivd).collect();
        Ok(IndexSpace {
            indices,
            batch_dims: batch_to_indices_dim
                .iter()
                .map(|&d| indices.dims[d])
                .collect(),
            batch_strides: batch_to_indices_dim
                .iter()
                .map(|&d| all_strides[d])
                .collect(),
            batch_to_indices_dim,
            vector_len: if ivd == rank {
                1
            } else {
                indices.dims[ivd].max(0) as usize
            },
            vector_stride: if ivd == rank { 0 } else { all_strides[ivd] },
        })
    }

    /// The position among the batch dimensions of indices dimension `d`.
    fn batch_position(&self, d: i64, what: &str) -> Result<usize, String> {
        self.batch_to_indices_dim
            .iter()
            .position(|&b| b as i64 == d)
            .ok_or_else(|| format!("{what}: {d} is not a batch dimension of the indices"))
    }

    /// Calls `f(batch_index, start_vector)` for every batch position, in row-major order.
    fn for_each_start<E: From<String>>(
        &self,
        mut f: impl FnMut(&[i64], &[i64]) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut start = vec![0i64; self.vector_len];
        let mut result: Result<(), E> = Ok(());
        crate::util::for_each_index(&self.batch_dims, |batch, _| {
            if result.is_err() {
                return;
            }
            let base: usize = batch
                .iter()
                .zip(&self.batch_strides)
                .map(|(&i, &s)| i as usize * s)
                .sum();
            for (k, slot) in start.iter_mut().enumerate() {
                match index_value(self.indices, base + k * self.vector_stride) {
                    Ok(v) => *slot = v,
                    Err(e) => {
                        result = Err(e.into());
                        return;
                    }
                }
            }
            result = f(batch, &start);
        });
        result
    }
}

/// Checks that `dims` are distinct dimension numbers below `rank`; returns a membership mask.
fn dim_mask(dims: &[i64], rank: usize, what: &str) -> Result<Vec<bool>, String> {
    let mut mask = vec![false; rank];
    for &d in dims {
        let d = dim_index(d, rank, what)?;
        if std::mem::replace(&mut mask[d], true) {
            return Err(format!("{what}: dimension {d} appears twice"));
        }
    }
    Ok(mask)
}

/// Dimensions of `0..rank` for which `mask` is false, in order.
fn unmasked(mask: &[bool]) -> Vec<usize> {
    (0..mask.len()).filter(|&d| !mask[d]).collect()
}

/// Coefficients over `rank` output dimensions: `values[i]` at dimension `out_dims[i]`, 0 elsewhere.
fn spread(rank: usize, out_dims: &[usize], values: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut coeffs = vec![0i64; rank];
    for (&d, v) in out_dims.iter().zip(values) {
        coeffs[d] = v;
    }
    coeffs
}

/// Checks that batching dimension pairs (operand side, indices side) name real dimensions of
/// equal sizes; returns the pairs as (operand dimension, batch position).
fn batching_pairs(
    operand: &ArrayLiteral,
    space: &IndexSpace,
    operand_dims: &[i64],
    index_dims: &[i64],
) -> Result<Vec<(usize, usize)>, String> {
    if operand_dims.len() != index_dims.len() {
        return Err(format!(
            "batching dimensions {operand_dims:?} and {index_dims:?} differ in length"
        ));
    }
    operand_dims
        .iter()
        .zip(index_dims)
        .map(|(&od, &id)| {
            let od = dim_index(od, operand.dims.len(), "operand batching dimensions")?;
            let b = space.batch_position(id, "indices batching dimensions")?;
            if operand.dims[od] != space.batch_dims[b] {
                return Err(format!(
                    "batching dimension {od} of the operand (size {}) does not match indices dimension {id} (size {})",
                    operand.dims[od], space.batch_dims[b]
                ));
            }
            Ok((od, b))
        })
        .collect()
}

/// Checks `start_index_map`-style lists: one distinct operand dimension per index component,
/// none of them a batching dimension.
fn check_index_map(
    map: &[i64],
    vector_len: usize,
    batching: &[bool],
    what: &str,
) -> Result<Vec<usize>, String> {
    if map.len() != vector_len {
        return Err(format!(
            "{what} has {} entries for index vectors of {vector_len}",
            map.len()
        ));
    }
    let mask = dim_mask(map, batching.len(), what)?;
    if let Some(d) = (0..mask.len()).find(|&d| mask[d] && batching[d]) {
        return Err(format!(
            "{what}: dimension {d} is also a batching dimension"
        ));
    }
    Ok(map.iter().map(|&d| d as usize).collect())
}

pub(crate) fn gather(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let operand = array_operand(ops, 0)?;
    let dn = required(&instr.attrs.gather_dims, "gather dimension numbers")?;
    let space = IndexSpace::new(array_operand(ops, 1)?, dn.index_vector_dim)?;
    let sizes = required(&instr.attrs.slice_sizes, "slice_sizes")?;
    let plan = GatherPlan::new(operand, &space, dn, sizes)?;
    check_result(instr, operand.ty, &plan.out_dims)?;

    // Per batch position: the operand position of the slice's first element.
    let op_strides = strides(&operand.dims);
    let mut slice_base = Vec::with_capacity(count(&space.batch_dims));
    space.for_each_start(|batch, start| {
        let mut pos = 0usize;
        for (k, &d) in plan.start_index_map.iter().enumerate() {
            // Clamp so that the whole slice stays inside the operand.
            let s = start[k].clamp(0, operand.dims[d] - sizes[d]);
            pos += s as usize * op_strides[d];
        }
        for &(d, b) in &plan.batching {
            pos += batch[b] as usize * op_strides[d];
        }
        slice_base.push(pos);
        Ok::<(), String>(())
    })?;

    // Output element -> (batch position, offset within the slice); both are affine.
    let out_rank = plan.out_dims.len();
    let batch_strides = strides(&space.batch_dims);
    let batch_coeffs = spread(
        out_rank,
        &plan.out_batch_dims,
        batch_strides.iter().map(|&s| s as i64),
    );
    let offset_coeffs = spread(
        out_rank,
        &plan.out_offset_dims,
        plan.window_dims.iter().map(|&d| op_strides[d] as i64),
    );
    let batch_of = affine_picks(&plan.out_dims, 0, &batch_coeffs);
    let offset_of = affine_picks(&plan.out_dims, 0, &offset_coeffs);
    let picks: Vec<usize> = batch_of
        .iter()
        .zip(&offset_of)
        .map(|(&b, &o)| slice_base.get(b).map_or(usize::MAX, |&base| base + o))
        .collect();
    Ok(make_array(
        operand.ty,
        plan.out_dims,
        checked_take(&operand.data, &picks)?,
    )?)
}

/// Gather's dimension numbers, checked against the operand and indices.
struct GatherPlan {
    out_dims: Vec<i64>,
    /// Output dimensions holding the batch (index) coordinates, in batch order.
    out_batch_dims: Vec<usize>,
    /// Output dimensions holding slice offsets (`offset_dims`), matched with `window_dims`.
    out_offset_dims: Vec<usize>,
    /// Operand dimensions the offsets walk: not collapsed, not batching, in order.
    window_dims: Vec<usize>,
    start_index_map: Vec<usize>,
    /// (operand dimension, batch position) of each batching dimension pair.
    batching: Vec<(usize, usize)>,
}

impl GatherPlan {
    fn new(
        operand: &ArrayLiteral,
        space: &IndexSpace,
        dn: &GatherDims,
        sizes: &[i64],
    ) -> Result<Self, String> {
        let rank = operand.dims.len();
        if sizes.len() != rank {
            return Err(format!(
                "slice_sizes has {} entries for an operand of rank {rank}",
                sizes.len()
            ));
        }
        if let Some(d) = (0..rank).find(|&d| sizes[d] < 0 || sizes[d] > operand.dims[d]) {
            return Err(format!(
                "slice size {} does not fit operand dimension {d} of size {}",
                sizes[d], operand.dims[d]
            ));
        }
        let batching = batching_pairs(
            operand,
            space,
            &dn.operand_batching_dims,
            &dn.start_indices_batching_dims,
        )?;
        let batching_mask = dim_mask(&dn.operand_batching_dims, rank, "operand_batching_dims")?;
        let collapsed = dim_mask(&dn.collapsed_slice_dims, rank, "collapsed_slice_dims")?;
        let start_index_map = check_index_map(
            &dn.start_index_map,
            space.vector_len,
            &batching_mask,
            "start_index_map",
        )?;
        if let Some(d) = (0..rank).find(|&d| (collapsed[d] || batching_mask[d]) && sizes[d] != 1) {
            return Err(format!(
                "collapsed or batching dimension {d} must have slice size 1, not {}",
                sizes[d]
            ));
        }
        if let Some(d) = (0..rank).find(|&d| collapsed[d] && batching_mask[d]) {
            return Err(format!("dimension {d} is both collapsed and batching"));
        }
        let window_dims: Vec<usize> = (0..rank)
            .filter(|&d| !collapsed[d] && !batching_mask[d])
            .collect();
        let out_rank = space.batch_dims.len() + window_dims.len();
        if dn.offset_dims.len() != window_dims.len()
            || dn.offset_dims.windows(2).any(|w| w[0] >= w[1])
        {
            return Err(format!(
                "offset_dims={:?} must list {} increasing output dimensions",
                dn.offset_dims,
                window_dims.len()
            ));
        }
        let offset_mask = dim_mask(&dn.offset_dims, out_rank, "offset_dims")?;
        let out_offset_dims: Vec<usize> = dn.offset_dims.iter().map(|&d| d as usize).collect();
        let out_batch_dims = unmasked(&offset_mask);
        let mut out_dims = vec![0i64; out_rank];
        for (&o, &w) in out_offset_dims.iter().zip(&window_dims) {
            out_dims[o] = sizes[w];
        }
        for (&o, &size) in out_batch_dims.iter().zip(&space.batch_dims) {
            out_dims[o] = size;
        }
        Ok(GatherPlan {
            out_dims,
            out_batch_dims,
            out_offset_dims,
            window_dims,
            start_index_map,
            batching,
        })
    }
}

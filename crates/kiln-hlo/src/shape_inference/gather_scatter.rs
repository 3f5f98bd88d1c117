//! gather and scatter, with full dimension numbers including the batching dimensions
//! (`operand_batching_dims`/`start_indices_batching_dims`, `input_batching_dims`/
//! `scatter_indices_batching_dims`).

use super::reduction::check_reducer;
use super::util::{distinct_dims, human_array, single_or_tuple, sorted_dims, without_dims};
use super::Ctx;
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    match ctx.opcode {
        Opcode::Gather => gather(ctx),
        _ => scatter(ctx),
    }
}

/// The index array read with `index_vector_dim`: how many indices each vector holds, and the
/// remaining ("batch" or "scatter") dimensions in order. `index_vector_dim == rank` means each
/// index is a scalar.
struct Indices {
    vector_len: i64,
    batch_dims: Vec<i64>,
    index_vector_dim: i64,
    rank: usize,
}

fn read_indices(indices: &ArrayShape, index_vector_dim: i64) -> Result<Indices, String> {
    if !indices.ty.is_integral() {
        return Err(format!(
            "indices must be integral, got {}",
            human_array(indices)
        ));
    }
    let rank = indices.rank();
    if index_vector_dim < 0 || index_vector_dim as u64 > rank as u64 {
        return Err(format!(
            "index_vector_dim {index_vector_dim} must be in 0..={rank} for indices {}",
            human_array(indices)
        ));
    }
    let ivd = index_vector_dim as usize;
    let (vector_len, batch_dims) = if ivd == rank {
        (1, indices.dims.clone())
    } else {
        (indices.dims[ivd], without_dims(&indices.dims, &[ivd]))
    };
    Ok(Indices {
        vector_len,
        batch_dims,
        index_vector_dim,
        rank,
    })
}

/// Checks batching dimensions: operand side `operand_dims` pairs with index side
/// `index_dims` (never the index vector dimension), with equal sizes.
fn check_batching(
    operand: &ArrayShape,
    operand_dims: &[i64],
    indices: &ArrayShape,
    idx: &Indices,
    index_dims: &[i64],
    names: (&str, &str),
) -> Result<(), String> {
    let op = distinct_dims(operand_dims, operand.rank(), names.0)?;
    let ix = distinct_dims(index_dims, idx.rank, names.1)?;
    if op.len() != ix.len() || index_dims.contains(&idx.index_vector_dim) {
        return Err(format!(
            "{} {operand_dims:?} and {} {index_dims:?} must pair up one to one and exclude \
             index_vector_dim {}",
            names.0, names.1, idx.index_vector_dim
        ));
    }
    for (&o, &i) in op.iter().zip(&ix) {
        if operand.dims[o] != indices.dims[i] {
            return Err(format!(
                "{} {o} (size {}) and {} {i} (size {}) must have equal sizes",
                names.0, operand.dims[o], names.1, indices.dims[i]
            ));
        }
    }
    Ok(())
}

/// The operand dimensions that windows do not span (collapsed/inserted and batching ones):
/// sorted, distinct, disjoint, in range. `map` (start_index_map or scatter_dims_to_operand_dims)
/// must name one distinct non-batching operand dimension per index.
fn check_operand_dims(
    operand: &ArrayShape,
    removed: (&[i64], &str),
    batching: (&[i64], &str),
    map: (&[i64], &str),
    idx: &Indices,
) -> Result<Vec<usize>, String> {
    sorted_dims(removed.0, removed.1)?;
    sorted_dims(batching.0, batching.1)?;
    let mut all = removed.0.to_vec();
    all.extend_from_slice(batching.0);
    let not_spanned = distinct_dims(
        &all,
        operand.rank(),
        &format!("{}/{}", removed.1, batching.1),
    )?;
    distinct_dims(map.0, operand.rank(), map.1)?;
    if map.0.len() as i64 != idx.vector_len || map.0.iter().any(|d| batching.0.contains(d)) {
        return Err(format!(
            "{} {:?} must name {} distinct operand dimension(s), one per index, none of them in {}",
            map.1, map.0, idx.vector_len, batching.1
        ));
    }
    Ok(not_spanned)
}

fn gather(ctx: &Ctx) -> Result<Shape, String> {
    let (operand, indices) = (ctx.array(0)?, ctx.array(1)?);
    let g = ctx.require(&ctx.attrs.gather_dims, "gather dimension numbers")?;
    let slice_sizes = ctx.require(&ctx.attrs.slice_sizes, "slice_sizes")?;
    let idx = read_indices(indices, g.index_vector_dim)?;
    let not_spanned = check_operand_dims(
        operand,
        (&g.collapsed_slice_dims, "collapsed_slice_dims"),
        (&g.operand_batching_dims, "operand_batching_dims"),
        (&g.start_index_map, "start_index_map"),
        &idx,
    )?;
    check_batching(
        operand,
        &g.operand_batching_dims,
        indices,
        &idx,
        &g.start_indices_batching_dims,
        ("operand_batching_dims", "start_indices_batching_dims"),
    )?;
    if slice_sizes.len() != operand.rank() {
        return Err(format!(
            "slice_sizes {slice_sizes:?} must have one entry per operand dimension ({})",
            operand.rank()
        ));
    }
    for (i, (&s, &d)) in slice_sizes.iter().zip(&operand.dims).enumerate() {
        if s < 0 || s > d || (not_spanned.contains(&i) && s > 1) {
            return Err(format!(
                "slice_sizes[{i}] = {s} must be in 0..={d}, and at most 1 for a collapsed or batching dimension"
            ));
        }
    }
    let offsets = without_dims(slice_sizes, &not_spanned);
    let out_rank = idx.batch_dims.len() + offsets.len();
    sorted_dims(&g.offset_dims, "offset_dims")?;
    distinct_dims(&g.offset_dims, out_rank, "offset_dims")?;
    if g.offset_dims.len() != offsets.len() {
        return Err(format!(
            "offset_dims {:?} must have one entry per operand dimension not collapsed or batching ({})",
            g.offset_dims,
            offsets.len()
        ));
    }
    let (mut offset_iter, mut batch_iter) = (offsets.iter(), idx.batch_dims.iter());
    let dims = (0..out_rank as i64)
        .map(|o| {
            let next = if g.offset_dims.contains(&o) {
                offset_iter.next()
            } else {
                batch_iter.next()
            };
            next.copied().unwrap_or(0)
        })
        .collect();
    Ok(Shape::Array(ArrayShape::new(operand.ty, dims)))
}

/// scatter(operands..., indices, updates...) writes windows of the updates into copies of the
/// operands, combining with to_apply; the result has the operands' shapes.
fn scatter(ctx: &Ctx) -> Result<Shape, String> {
    let total = ctx.operands.len();
    if total < 3 || total.is_multiple_of(2) {
        return Err(format!(
            "scatter takes N operands, the indices, then N updates; got {total} operand(s)"
        ));
    }
    let n = (total - 1) / 2;
    let operands: Vec<&ArrayShape> = (0..n).map(|i| ctx.array(i)).collect::<Result<_, _>>()?;
    let updates: Vec<&ArrayShape> = (n + 1..total)
        .map(|i| ctx.array(i))
        .collect::<Result<_, _>>()?;
    let indices = ctx.array(n)?;
    let operand = operands[0];
    if let Some(other) = operands.iter().find(|a| a.dims != operand.dims) {
        return Err(format!(
            "scatter operands must have the same dimensions, got {} and {}",
            human_array(operand),
            human_array(other)
        ));
    }
    let s = ctx.require(&ctx.attrs.scatter_dims, "scatter dimension numbers")?;
    let idx = read_indices(indices, s.index_vector_dim)?;
    let not_spanned = check_operand_dims(
        operand,
        (&s.inserted_window_dims, "inserted_window_dims"),
        (&s.input_batching_dims, "input_batching_dims"),
        (
            &s.scatter_dims_to_operand_dims,
            "scatter_dims_to_operand_dims",
        ),
        &idx,
    )?;
    check_batching(
        operand,
        &s.input_batching_dims,
        indices,
        &idx,
        &s.scatter_indices_batching_dims,
        ("input_batching_dims", "scatter_indices_batching_dims"),
    )?;
    let window_bounds = without_dims(&operand.dims, &not_spanned);
    for (k, (update, op)) in updates.iter().zip(&operands).enumerate() {
        check_update(update, &window_bounds, &s.update_window_dims, &idx)
            .map_err(|e| format!("update {k} {}: {e}", human_array(update)))?;
        if !super::util::same_type_ignoring_fp(update.ty, op.ty) {
            return Err(format!(
                "update {k} must have operand {k}'s element type {}, got {}",
                op.ty, update.ty
            ));
        }
    }
    let sig = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    let inits: Vec<PrimitiveType> = operands.iter().map(|a| a.ty).collect();
    let inputs: Vec<PrimitiveType> = updates.iter().map(|a| a.ty).collect();
    check_reducer(&sig, &inits, &inputs, "scatter's to_apply")?;
    Ok(single_or_tuple(
        operands
            .iter()
            .map(|a| Shape::Array((*a).clone()))
            .collect(),
    ))
}

/// An update array: its window dimensions (update_window_dims) fit in the operand's spanned
/// dimensions; its other dimensions equal the indices' scatter dimensions, in order.
fn check_update(
    update: &ArrayShape,
    window_bounds: &[i64],
    window_dims: &[i64],
    idx: &Indices,
) -> Result<(), String> {
    sorted_dims(window_dims, "update_window_dims")?;
    if window_dims.len() != window_bounds.len() {
        return Err(format!(
            "update_window_dims {window_dims:?} must have one entry per operand dimension not \
             inserted or batching ({})",
            window_bounds.len()
        ));
    }
    let expected_rank = window_dims.len() + idx.batch_dims.len();
    if update.rank() != expected_rank {
        return Err(format!(
            "expected rank {expected_rank} ({} window + {} scatter dimensions)",
            window_dims.len(),
            idx.batch_dims.len()
        ));
    }
    let window = distinct_dims(window_dims, update.rank(), "update_window_dims")?;
    for (&w, &bound) in window.iter().zip(window_bounds) {
        if update.dims[w] > bound {
            return Err(format!(
                "window dimension {w} (size {}) exceeds the operand's size {bound}",
                update.dims[w]
            ));
        }
    }
    let scatter_dims = without_dims(&update.dims, &window);
    if scatter_dims != idx.batch_dims {
        return Err(format!(
            "the scatter dimensions {scatter_dims:?} must equal the indices' {:?}",
            idx.batch_dims
        ));
    }
    Ok(())
}

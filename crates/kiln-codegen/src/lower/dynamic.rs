//! Data-dependent indexing: dynamic-slice, dynamic-update-slice and gather.
//!
//! Start indices are read as values, converted to s64, and clamped as XLA does so that the
//! whole slice stays inside the operand (`0 <= start <= dim - size`). Unsigned 64-bit
//! indices beyond `i64::MAX` saturate first, as the interpreter reads them.

use super::builder::{Lowerer, Node};
use super::LowerError;
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType};
use kiln_hlo::{GatherDims, Opcode};

pub(super) fn gen(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    match lw.instr(node).opcode {
        Opcode::DynamicSlice => dynamic_slice(lw, node, idx),
        Opcode::DynamicUpdateSlice => dynamic_update_slice(lw, node, idx),
        Opcode::Gather => gather(lw, node, idx),
        op => Err(lw.error(node, format!("`{op}` is not a dynamic indexing op"))),
    }
}

/// An integer index value as s64.
fn to_s64(lw: &Lowerer, node: Node, x: Expr) -> Result<Expr, LowerError> {
    match lw.kernel.type_of(&x) {
        ScalarType::S64 => Ok(x),
        ScalarType::U64 => {
            let max = Expr::Int(i64::MAX, ScalarType::U64);
            let capped = Expr::Binary(BinaryOp::Min, Box::new(x), Box::new(max));
            Ok(Expr::Convert(ScalarType::S64, Box::new(capped)))
        }
        t if t.is_signed_int() || t.is_unsigned_int() => {
            Ok(Expr::Convert(ScalarType::S64, Box::new(x)))
        }
        t => Err(lw.error(node, format!("indices of type {t}"))),
    }
}

/// The clamped start indices of a dynamic-slice (`first` = 1) or dynamic-update-slice
/// (`first` = 2): scalar operands, or one rank-1 operand holding all of them.
fn starts(
    lw: &mut Lowerer,
    node: Node,
    first: usize,
    dims: &[i64],
    sizes: &[i64],
) -> Result<Vec<Expr>, LowerError> {
    let rank = dims.len();
    let operands = lw.instr(node).operands.len();
    let vector_form = operands == first + 1 && rank != 1 && {
        let op = lw.operand(node, first)?;
        lw.dims(op)? == [rank as i64]
    };
    if !vector_form && operands != first + rank {
        return Err(lw.error(node, "wrong number of start indices"));
    }
    let mut out = Vec::with_capacity(rank);
    for d in 0..rank {
        if sizes[d] < 0 || sizes[d] > dims[d] {
            return Err(lw.error(node, "the slice does not fit the operand"));
        }
        let raw = if vector_form {
            let op = lw.operand(node, first)?;
            lw.gen(op, &[Expr::Int(d as i64, ScalarType::S64)])?
        } else {
            let op = lw.operand(node, first + d)?;
            lw.gen(op, &[])?
        };
        let s = to_s64(lw, node, raw)?;
        let clamped = lw.ix_clamp(s, 0, dims[d] - sizes[d]);
        out.push(lw.materialize(clamped)?);
    }
    Ok(out)
}

fn dynamic_slice(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let dims = lw.dims(operand)?.to_vec();
    let sizes = lw
        .instr(node)
        .attrs
        .dynamic_slice_sizes
        .clone()
        .unwrap_or_default();
    if sizes.len() != dims.len() || idx.len() != dims.len() {
        return Err(lw.error(node, "dynamic_slice_sizes do not match the operand"));
    }
    let starts = starts(lw, node, 1, &dims, &sizes)?;
    let op_idx: Vec<Expr> = starts
        .into_iter()
        .zip(idx)
        .map(|(s, i)| lw.ix_add(s, i.clone()))
        .collect();
    lw.gen(operand, &op_idx)
}

/// The update where the index falls inside it, the operand elsewhere.
fn dynamic_update_slice(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let update = lw.operand(node, 1)?;
    let dims = lw.dims(operand)?.to_vec();
    let sizes = lw.dims(update)?.to_vec();
    if sizes.len() != dims.len() || idx.len() != dims.len() {
        return Err(lw.error(node, "the update's rank differs from the operand's"));
    }
    let x = lw.gen(operand, idx)?;
    if sizes.contains(&0) {
        return Ok(x);
    }
    let starts = starts(lw, node, 2, &dims, &sizes)?;
    let mut inside: Option<Expr> = None;
    let mut up_idx = Vec::with_capacity(dims.len());
    for ((s, i), &size) in starts.into_iter().zip(idx).zip(&sizes) {
        let t = lw.ix_sub(i.clone(), s);
        let t = lw.materialize(t)?;
        let cond = Expr::Binary(
            BinaryOp::And,
            Box::new(cmp(CmpOp::Ge, t.clone(), 0)),
            Box::new(cmp(CmpOp::Lt, t.clone(), size)),
        );
        inside = Some(match inside {
            Some(c) => Expr::Binary(BinaryOp::And, Box::new(c), Box::new(cond)),
            None => cond,
        });
        up_idx.push(lw.ix_clamp(t, 0, size - 1));
    }
    let u = lw.gen(update, &up_idx)?;
    Ok(match inside {
        Some(c) => Expr::Select(Box::new(c), Box::new(u), Box::new(x)),
        None => u,
    })
}

fn cmp(op: CmpOp, a: Expr, k: i64) -> Expr {
    Expr::Cmp {
        op,
        total_order: false,
        lhs: Box::new(a),
        rhs: Box::new(Expr::Int(k, ScalarType::S64)),
    }
}

/// Gather with XLA's full dimension numbers: the output index splits into batch
/// coordinates (the dimensions not in `offset_dims`) and window offsets; the batch
/// coordinates pick a start vector from the indices, whose components (clamped) place the
/// window in the operand; operand batching dimensions follow their paired batch coordinate.
fn gather(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let indices = lw.operand(node, 1)?;
    let op_dims = lw.dims(operand)?.to_vec();
    let ind_dims = lw.dims(indices)?.to_vec();
    let attrs = &lw.instr(node).attrs;
    let (Some(dn), Some(sizes)) = (attrs.gather_dims.clone(), attrs.slice_sizes.clone()) else {
        return Err(lw.error(node, "gather without dimension numbers"));
    };
    let plan = GatherPlan::new(&dn, &op_dims, &ind_dims, &sizes, idx.len())
        .ok_or_else(|| lw.error(node, "inconsistent gather dimension numbers"))?;
    let batch: Vec<Expr> = plan
        .out_batch_dims
        .iter()
        .map(|&d| idx[d].clone())
        .collect();
    let mut op_idx = vec![Expr::Int(0, ScalarType::S64); op_dims.len()];
    for (k, &d) in dn.start_index_map.iter().enumerate() {
        let mut at = batch.clone();
        if plan.index_vector_dim < ind_dims.len() {
            at.insert(plan.index_vector_dim, Expr::Int(k as i64, ScalarType::S64));
        }
        let raw = lw.gen(indices, &at)?;
        let d = d as usize;
        op_idx[d] = clamped_start(lw, node, raw, op_dims[d] - sizes[d])?;
    }
    for (&w, &o) in plan.window_dims.iter().zip(&dn.offset_dims) {
        op_idx[w] = lw.ix_add(op_idx[w].clone(), idx[o as usize].clone());
    }
    for (&od, &bd) in dn
        .operand_batching_dims
        .iter()
        .zip(&dn.start_indices_batching_dims)
    {
        let pos = plan.batch_position(bd as usize);
        let b = pos.and_then(|p| batch.get(p)).cloned();
        let b = b.ok_or_else(|| lw.error(node, "bad batching dimension"))?;
        op_idx[od as usize] = lw.ix_add(op_idx[od as usize].clone(), b);
    }
    lw.gen(operand, &op_idx)
}

/// Start index `raw` (any integer type) as an s64 clamped into `[0, max_start]`. An s32
/// index is clamped before it is widened (the same values, as `max_start` fits in 32 bits):
/// in a vector loop the clamp is then two vector instructions for four lanes, not a compare
/// and select per lane, so an element gather's loop stays short.
fn clamped_start(
    lw: &mut Lowerer,
    node: Node,
    raw: Expr,
    max_start: i64,
) -> Result<Expr, LowerError> {
    if lw.kernel.type_of(&raw) != ScalarType::S32 || !(0..=i32::MAX as i64).contains(&max_start) {
        let s = to_s64(lw, node, raw)?;
        let clamped = lw.ix_clamp(s, 0, max_start);
        return lw.materialize(clamped);
    }
    let s32 = |k: i64| Box::new(Expr::Int(k, ScalarType::S32));
    let low = Expr::Binary(BinaryOp::Max, Box::new(raw), s32(0));
    let narrow = lw.materialize(Expr::Binary(BinaryOp::Min, Box::new(low), s32(max_start)))?;
    let wide = lw.materialize(Expr::Convert(ScalarType::S64, Box::new(narrow)))?;
    if let Expr::Var(v) = wide {
        lw.ranges.insert(v, (0, max_start));
    }
    Ok(wide)
}

/// Gather's dimension numbers checked against the shapes (`None` when inconsistent).
struct GatherPlan {
    index_vector_dim: usize,
    /// Indices dimensions other than `index_vector_dim`, in order (the batch coordinates).
    ind_batch_dims: Vec<usize>,
    /// Output dimensions holding the batch coordinates, in order.
    out_batch_dims: Vec<usize>,
    /// Operand dimensions walked by the window offsets, in order.
    window_dims: Vec<usize>,
}

impl GatherPlan {
    fn new(
        dn: &GatherDims,
        op_dims: &[i64],
        ind_dims: &[i64],
        sizes: &[i64],
        out_rank: usize,
    ) -> Option<GatherPlan> {
        let rank = op_dims.len();
        let in_range = |ds: &[i64], n: usize| ds.iter().all(|&d| d >= 0 && (d as usize) < n);
        let ivd = usize::try_from(dn.index_vector_dim)
            .ok()
            .filter(|&d| d <= ind_dims.len())?;
        let vector_len = if ivd == ind_dims.len() {
            1
        } else {
            ind_dims[ivd]
        };
        let ok = sizes.len() == rank
            && (0..rank).all(|d| sizes[d] >= 0 && sizes[d] <= op_dims[d])
            && dn.start_index_map.len() as i64 == vector_len
            && in_range(&dn.start_index_map, rank)
            && in_range(&dn.collapsed_slice_dims, rank)
            && in_range(&dn.operand_batching_dims, rank)
            && in_range(&dn.offset_dims, out_rank)
            && dn.operand_batching_dims.len() == dn.start_indices_batching_dims.len();
        if !ok {
            return None;
        }
        let excluded = |d: usize| {
            dn.collapsed_slice_dims.contains(&(d as i64))
                || dn.operand_batching_dims.contains(&(d as i64))
        };
        let window_dims: Vec<usize> = (0..rank).filter(|&d| !excluded(d)).collect();
        let ind_batch_dims: Vec<usize> = (0..ind_dims.len()).filter(|&d| d != ivd).collect();
        let out_batch_dims: Vec<usize> = (0..out_rank)
            .filter(|&d| !dn.offset_dims.contains(&(d as i64)))
            .collect();
        let consistent = window_dims.len() == dn.offset_dims.len()
            && out_batch_dims.len() == ind_batch_dims.len()
            && dn.offset_dims.windows(2).all(|w| w[0] < w[1]);
        consistent.then_some(GatherPlan {
            index_vector_dim: ivd,
            ind_batch_dims,
            out_batch_dims,
            window_dims,
        })
    }

    fn batch_position(&self, indices_dim: usize) -> Option<usize> {
        self.ind_batch_dims.iter().position(|&d| d == indices_dim)
    }
}

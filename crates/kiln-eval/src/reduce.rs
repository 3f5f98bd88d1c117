//! Reduce: folds the `dimensions` of N inputs with `to_apply`, starting from N init values.
//!
//! Any computation works: it is called once per input element with the N accumulators and the
//! N input values, in row-major order of the reduced dimensions (the variadic form is how
//! argmax and argmin are written). XLA leaves the order of a reduction unspecified. XLA:CPU
//! folds short reductions sequentially (bit-exact with this loop on the corpus), but vectorizes
//! long ones in an order we do not reproduce. So when `to_apply` is one associative op (add,
//! multiply, maximum, minimum, and, or, xor) and a reduction has more than [`BLOCK`] terms, the
//! terms are folded in blocks of [`BLOCK`] and the block results folded after (blocks of
//! contiguous terms in [`LANES`] interleaved lanes, see [`fold`]): same terms, regrouped, which
//! keeps float rounding error at the scale of XLA:CPU's instead of growing with the length of
//! the row, in an order vector code reproduces exactly.

pub(crate) mod combiner;
pub(crate) mod program;

pub(crate) use combiner::Combiner;

use crate::shape_ops::check_result;
use crate::util::{
    affine_picks, array_operand, checked_take, count, dim_index, make_array, required, strides,
};
use crate::{Evaluator, OpResult, ScalarBinaryOp};
use kiln_hlo::{ArrayData, ArrayLiteral, Computation, Instruction, Literal, Opcode, Shape};

pub(crate) fn reduce(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    if ops.is_empty() || !ops.len().is_multiple_of(2) {
        return Err(format!(
            "reduce takes N inputs and N init values; got {} operands",
            ops.len()
        )
        .into());
    }
    let n = ops.len() / 2;
    let inputs = (0..n)
        .map(|i| array_operand(ops, i))
        .collect::<Result<Vec<_>, _>>()?;
    let inits = (n..2 * n)
        .map(|i| array_operand(ops, i))
        .collect::<Result<Vec<_>, _>>()?;
    check_operands(&inputs, &inits)?;
    let plan = ReducePlan::new(
        &inputs[0].dims,
        required(&instr.attrs.dimensions, "dimensions")?,
    )?;
    check_result_shape(instr, &inputs, &plan.out_dims)?;
    let comp_id = *required(&instr.attrs.to_apply, "to_apply")?;
    let types: Vec<_> = inputs.iter().map(|a| a.ty).collect();
    // Checks the computation's signature, whichever path runs.
    let combiner = Combiner::new(ev, comp_id, &types)?;
    let comp = &ev.module.computations[comp_id.index()];
    if let (1, Some(_)) = (n, associative_op(comp)) {
        if let Some(op) = crate::scalar_binary_fast_path(ev.module, comp_id) {
            let offsets = plan.offsets();
            let lanes = offsets.iter().enumerate().all(|(i, &o)| o == i);
            let data = fold(
                &op,
                &inputs[0].data,
                &inits[0].data,
                &plan.bases(),
                &offsets,
                lanes,
            )?;
            return Ok(make_array(inputs[0].ty, plan.out_dims.clone(), data)?);
        }
    }
    sequential_reduce(combiner, &inputs, &inits, &plan)
}

/// Inputs share dimensions; init k is a scalar of input k's type.
fn check_operands(inputs: &[&ArrayLiteral], inits: &[&ArrayLiteral]) -> Result<(), String> {
    for (k, (a, init)) in inputs.iter().zip(inits).enumerate() {
        if a.dims != inputs[0].dims {
            return Err(format!(
                "input {k} {} does not match input 0 {}",
                a.shape(),
                inputs[0].shape()
            ));
        }
        if !init.dims.is_empty() || init.ty != a.ty {
            return Err(format!(
                "init value {k} {} is not a scalar of input {k}'s type {}",
                init.shape(),
                a.ty
            ));
        }
    }
    Ok(())
}

fn check_result_shape(
    instr: &Instruction,
    inputs: &[&ArrayLiteral],
    out_dims: &[i64],
) -> Result<(), String> {
    if let [a] = inputs {
        return check_result(instr, a.ty, out_dims);
    }
    let want = Shape::Tuple(
        inputs
            .iter()
            .map(|a| Shape::array(a.ty, out_dims.to_vec()))
            .collect(),
    );
    if !instr.shape.compatible(&want) {
        return Err(format!(
            "result shape {} does not match the computed {want}",
            instr.shape
        ));
    }
    Ok(())
}

/// Where each output element's inputs are: `base[m] + offsets[r]` for output `m`, term `r`.
struct ReducePlan {
    in_dims: Vec<i64>,
    out_dims: Vec<i64>,
    kept: Vec<usize>,
    reduced: Vec<usize>,
}

impl ReducePlan {
    fn new(in_dims: &[i64], dims: &[i64]) -> Result<Self, String> {
        let rank = in_dims.len();
        let mut is_reduced = vec![false; rank];
        for &d in dims {
            let d = dim_index(d, rank, "dimensions")?;
            if std::mem::replace(&mut is_reduced[d], true) {
                return Err(format!("dimensions: dimension {d} appears twice"));
            }
        }
        let kept: Vec<usize> = (0..rank).filter(|&d| !is_reduced[d]).collect();
        let reduced: Vec<usize> = (0..rank).filter(|&d| is_reduced[d]).collect();
        Ok(ReducePlan {
            in_dims: in_dims.to_vec(),
            out_dims: kept.iter().map(|&d| in_dims[d]).collect(),
            kept,
            reduced,
        })
    }

    /// For each output element, the position of its first input element.
    fn bases(&self) -> Vec<usize> {
        let s = strides(&self.in_dims);
        affine_picks(
            &self.out_dims,
            0,
            &self.kept.iter().map(|&d| s[d] as i64).collect::<Vec<_>>(),
        )
    }

    /// For each term of a reduction (row-major over the reduced dimensions), its offset.
    fn offsets(&self) -> Vec<usize> {
        let s = strides(&self.in_dims);
        let sizes: Vec<i64> = self.reduced.iter().map(|&d| self.in_dims[d]).collect();
        affine_picks(
            &sizes,
            0,
            &self
                .reduced
                .iter()
                .map(|&d| s[d] as i64)
                .collect::<Vec<_>>(),
        )
    }
}

/// The general path: `acc = to_apply(acc.., x..)` for every term, in order.
fn sequential_reduce(
    mut combiner: Combiner,
    inputs: &[&ArrayLiteral],
    inits: &[&ArrayLiteral],
    plan: &ReducePlan,
) -> OpResult {
    let outputs = count(&plan.out_dims);
    let mut acc: Vec<ArrayData> = inits
        .iter()
        .map(|init| checked_take(&init.data, &vec![0; outputs]))
        .collect::<Result<_, _>>()?;
    let xs: Vec<&ArrayData> = inputs.iter().map(|a| &a.data).collect();
    let offsets = plan.offsets();
    for (m, &base) in plan.bases().iter().enumerate() {
        for &off in &offsets {
            combiner.combine(&mut acc, m, &xs, base + off)?;
        }
    }
    let mut results = inputs
        .iter()
        .zip(acc)
        .map(|(a, data)| make_array(a.ty, plan.out_dims.clone(), data))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(if results.len() == 1 {
        results.remove(0)
    } else {
        Literal::Tuple(results)
    })
}

/// The opcode when `comp` is `op(parameter(0), parameter(1))` (either order) for an
/// associative `op`, whose terms may be regrouped.
fn associative_op(comp: &Computation) -> Option<Opcode> {
    use Opcode::*;
    let root = comp.instructions.get(comp.root.index())?;
    if !matches!(
        root.opcode,
        Add | Multiply | Maximum | Minimum | And | Or | Xor
    ) {
        return None;
    }
    let param = |i: usize| {
        let instr = comp.instructions.get(root.operands.get(i)?.index())?;
        (instr.opcode == Parameter).then_some(instr.attrs.parameter_number?)
    };
    let pair = (param(0)?, param(1)?);
    (root.operands.len() == 2 && (pair == (0, 1) || pair == (1, 0))).then_some(root.opcode)
}

/// Reductions longer than this are folded in blocks of this many terms.
const BLOCK: usize = 128;

/// Lanes of a block of contiguous terms (see [`fold`]).
const LANES: usize = 16;

/// `init ⊕ x[b + o0] ⊕ x[b + o1] ⊕ ..` for every base `b`, with `op` associative: sequential
/// up to [`BLOCK`] terms, otherwise per block first, then over the block results (from `init`,
/// so that it is used once), recursively.
///
/// A block is folded from its first term in order, except, with `lanes` (the terms are
/// contiguous in memory: `offsets[t] == t`), a whole block of [`BLOCK`] terms is folded in
/// [`LANES`] lanes: lane `c` folds terms `c, c + LANES, ..` in order; then
/// `w_j = ((lane_j ⊕ lane_{j+4}) ⊕ lane_{j+8}) ⊕ lane_{j+12}` and the block result is
/// `((w_0 ⊕ w_1) ⊕ w_2) ⊕ w_3`. That is the order a vector loop over contiguous terms computes
/// (kiln-codegen `lower/reduce_blocks.rs`), so long row reductions read memory in order, at
/// full vector width, with sixteen independent chains.
fn fold(
    op: &ScalarBinaryOp,
    data: &ArrayData,
    init: &ArrayData,
    bases: &[usize],
    offsets: &[usize],
    lanes: bool,
) -> Result<ArrayData, String> {
    if offsets.len() <= BLOCK {
        let mut acc = checked_take(init, &vec![0; bases.len()])?;
        accumulate(op, &mut acc, |m| m, data, bases, offsets)?;
        return Ok(acc);
    }
    let blocks: Vec<&[usize]> = offsets.chunks(BLOCK).collect();
    let partial = fold_blocks(op, data, bases, &blocks, lanes)?;
    let outputs = bases.len();
    let partial_bases: Vec<usize> = (0..outputs).collect();
    let partial_offsets: Vec<usize> = (0..blocks.len()).map(|k| k * outputs).collect();
    fold(op, &partial, init, &partial_bases, &partial_offsets, false)
}

/// Every block's result for every output (see [`fold`]), block-major: element
/// `k * outputs + m` is block `k` of output `m`.
fn fold_blocks(
    op: &ScalarBinaryOp,
    data: &ArrayData,
    bases: &[usize],
    blocks: &[&[usize]],
    lanes: bool,
) -> Result<ArrayData, String> {
    let outputs = bases.len();
    let width = |blk: &[usize]| {
        if lanes && blk.len() == BLOCK {
            LANES
        } else {
            1
        }
    };
    // work[first[k] + m * width + c] is lane c of block k of output m, seeded with its first
    // term; a block folded in order has one lane.
    let mut first = Vec::with_capacity(blocks.len());
    let mut seeds = Vec::new();
    for blk in blocks {
        first.push(seeds.len());
        for &b in bases {
            seeds.extend(blk[..width(blk)].iter().map(|&o| b + o));
        }
    }
    let mut work = checked_take(data, &seeds)?;
    for (k, blk) in blocks.iter().enumerate() {
        let w = width(blk);
        for (m, &b) in bases.iter().enumerate() {
            for (t, &o) in blk.iter().enumerate().skip(w) {
                op.accumulate(&mut work, first[k] + m * w + t % w, data, b + o)?;
            }
        }
    }
    let lane_blocks: Vec<usize> = (0..blocks.len())
        .filter(|&k| width(blocks[k]) == LANES)
        .collect();
    if !lane_blocks.is_empty() {
        let lanes = work.clone();
        for &k in &lane_blocks {
            for m in 0..outputs {
                let at = first[k] + m * LANES;
                for j in 0..4 {
                    for g in 1..LANES / 4 {
                        op.accumulate(&mut work, at + j, &lanes, at + 4 * g + j)?;
                    }
                }
            }
        }
    }
    let starts = &first;
    let heads: Vec<usize> = blocks
        .iter()
        .enumerate()
        .flat_map(|(k, blk)| (0..outputs).map(move |m| starts[k] + m * width(blk)))
        .collect();
    let mut partial = checked_take(&work, &heads)?;
    for &k in &lane_blocks {
        for m in 0..outputs {
            for j in 1..4 {
                op.accumulate(
                    &mut partial,
                    k * outputs + m,
                    &work,
                    first[k] + m * LANES + j,
                )?;
            }
        }
    }
    Ok(partial)
}

/// `acc[slot(m)] ⊕= data[bases[m] + t]` for each term offset `t` in order, for every output
/// `m`. Each output still sees its terms in order; only the interleaving of outputs changes,
/// chosen so that `data` is read contiguously when neighbouring outputs are neighbours in it.
fn accumulate(
    op: &ScalarBinaryOp,
    acc: &mut ArrayData,
    slot: impl Fn(usize) -> usize,
    data: &ArrayData,
    bases: &[usize],
    terms: &[usize],
) -> Result<(), String> {
    let outputs_adjacent = bases.len() > 1 && bases[1] == bases[0] + 1;
    if outputs_adjacent {
        for &t in terms {
            for (m, &b) in bases.iter().enumerate() {
                op.accumulate(acc, slot(m), data, b + t)?;
            }
        }
    } else {
        for (m, &b) in bases.iter().enumerate() {
            for &t in terms {
                op.accumulate(acc, slot(m), data, b + t)?;
            }
        }
    }
    Ok(())
}

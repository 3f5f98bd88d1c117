//! Reduce: folds the `dimensions` of N inputs with `to_apply`, starting from N init values.
//!
//! Any computation works: it is called once per input element with the N accumulators and the
//! N input values, in row-major order of the reduced dimensions (the variadic form is how
//! argmax and argmin are written). When `to_apply` is one associative, commutative elementwise
//! op of its two parameters (add, multiply, maximum, minimum, and, or, xor) the reduction
//! instead runs as a pairwise tree of whole-array elementwise ops: the same arithmetic as the
//! elementwise module, a few calls instead of one per element. For float add and multiply a
//! tree groups the terms differently from a sequential loop, which XLA allows (it leaves the
//! order of a reduction unspecified; XLA:CPU itself vectorizes the loop); the tree is also
//! the more accurate of the two.

mod combiner;

pub(crate) use combiner::Combiner;

use crate::shape_ops::check_result;
use crate::util::{
    affine_picks, array_operand, checked_take, concat_data, count, dim_index, make_array, required,
    strides,
};
use crate::{Evaluator, OpError, OpResult};
use kiln_hlo::{
    ArrayData, ArrayLiteral, Computation, Instruction, Literal, Opcode, PrimitiveType, Shape,
};

pub(crate) fn reduce(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    if ops.is_empty() || ops.len() % 2 != 0 {
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
    if let (1, Some(op)) = (n, associative_op(comp)) {
        return tree_reduce(op, inputs[0], inits[0], &plan);
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
/// associative and commutative `op`.
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

/// Reduces with `op` as a pairwise tree: the input is laid out as `[terms, outputs]` and halved
/// until one row is left, which is then combined with the init value.
fn tree_reduce(op: Opcode, a: &ArrayLiteral, init: &ArrayLiteral, plan: &ReducePlan) -> OpResult {
    let outputs = count(&plan.out_dims);
    let offsets = plan.offsets();
    let bases = plan.bases();
    // Row r holds term r of every output: element (r, m) is input base[m] + offset[r].
    let picks: Vec<usize> = offsets
        .iter()
        .flat_map(|&o| bases.iter().map(move |&b| b + o))
        .collect();
    let mut rows = checked_take(&a.data, &picks)?;
    let mut terms = offsets.len();
    while terms > 1 {
        let half = terms / 2;
        let lo = rows_of(&rows, 0, half, outputs)?;
        let hi = rows_of(&rows, half, 2 * half, outputs)?;
        let mut next = apply(op, a.ty, lo, hi)?;
        if terms % 2 == 1 {
            // The odd row out joins the next level unchanged.
            next = concat_data(&[&next, &rows_of(&rows, terms - 1, terms, outputs)?])?;
        }
        rows = next;
        terms = half + terms % 2;
    }
    let init_row = checked_take(&init.data, &vec![0; outputs])?;
    let result = if terms == 0 {
        init_row
    } else {
        apply(op, a.ty, init_row, rows)?
    };
    Ok(make_array(a.ty, plan.out_dims.clone(), result)?)
}

/// Rows `from..to` of a row-major `[_, width]` array.
fn rows_of(data: &ArrayData, from: usize, to: usize, width: usize) -> Result<ArrayData, String> {
    checked_take(data, &(from * width..to * width).collect::<Vec<_>>())
}

/// `op(a, b)` elementwise on two equal-length vectors, through the elementwise module so that
/// the arithmetic has one home.
fn apply(op: Opcode, ty: PrimitiveType, a: ArrayData, b: ArrayData) -> Result<ArrayData, OpError> {
    let dims = vec![crate::util::len(&a) as i64];
    let a = make_array(ty, dims.clone(), a)?;
    let b = make_array(ty, dims.clone(), b)?;
    let instr = Instruction::new("reduce-step", op, Shape::array(ty, dims), vec![]);
    match crate::elementwise::binary(&instr, &[&a, &b])? {
        Literal::Array(r) => Ok(r.data),
        other => Err(format!("elementwise {op} returned {}", other.shape()).into()),
    }
}

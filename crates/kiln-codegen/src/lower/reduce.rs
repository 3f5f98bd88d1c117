//! Reductions: accumulator loops, and reducer computations applied to scalars.
//!
//! A reduce's element at a kept index is an accumulator loop nest over the reduced
//! dimensions, in row-major order (the interpreter's order, so short reductions agree bit
//! for bit). The nest is built at the depth its index needs, so a row reduction consumed
//! inside a loop over the row is computed once per row, before that loop. Independent
//! reduces of the same input shape and dimensions in the same computation (a multi-output
//! reduce fusion, or the mean and mean-of-squares of a normalization) share one loop nest,
//! so their inputs are read once.
//!
//! The reducer (`to_apply`) is lowered like any computation, with its parameters bound to
//! the accumulators and the input elements, so any reducer made of supported ops works,
//! variadic ones (argmax, argmin) included.

use super::builder::{Binding, Lowerer, Node};
use super::LowerError;
use crate::kir::{Expr, Stmt, Var};
use kiln_hlo::{CompId, Opcode, Shape};

/// A reduce's operands and dimensions, checked.
#[derive(Clone)]
pub(super) struct ReduceSpec {
    pub node: Node,
    pub inputs: Vec<Node>,
    pub inits: Vec<Node>,
    pub in_dims: Vec<i64>,
    /// Per input dimension: whether it is reduced.
    pub reduced: Vec<bool>,
    pub to_apply: CompId,
}

impl ReduceSpec {
    pub fn of(lw: &Lowerer, node: Node) -> Result<ReduceSpec, LowerError> {
        let instr = lw.instr(node);
        let n = instr.operands.len() / 2;
        if n == 0 || instr.operands.len() != 2 * n {
            return Err(lw.error(node, "reduce needs N inputs and N init values"));
        }
        let inputs: Vec<Node> = (0..n)
            .map(|i| lw.operand(node, i))
            .collect::<Result<_, _>>()?;
        let inits: Vec<Node> = (n..2 * n)
            .map(|i| lw.operand(node, i))
            .collect::<Result<_, _>>()?;
        let in_dims = lw.dims(inputs[0])?.to_vec();
        for &x in &inputs[1..] {
            if lw.dims(x)? != in_dims.as_slice() {
                return Err(lw.error(node, "reduce inputs differ in shape"));
            }
        }
        let mut reduced = vec![false; in_dims.len()];
        for &d in instr.attrs.dimensions.as_deref().unwrap_or_default() {
            match usize::try_from(d).ok().and_then(|d| reduced.get_mut(d)) {
                Some(r @ false) => *r = true,
                _ => return Err(lw.error(node, format!("bad reduce dimension {d}"))),
            }
        }
        let to_apply = instr
            .attrs
            .to_apply
            .ok_or_else(|| lw.error(node, "reduce without to_apply"))?;
        Ok(ReduceSpec {
            node,
            inputs,
            inits,
            in_dims,
            reduced,
            to_apply,
        })
    }

    /// The input index for kept coordinates `kept` and reduced coordinates `red` (in
    /// dimension order).
    pub fn input_index(&self, kept: &[Expr], red: &[Expr]) -> Vec<Expr> {
        let (mut k, mut r) = (kept.iter(), red.iter());
        let zero = || Expr::Int(0, crate::kir::ScalarType::S64);
        self.reduced
            .iter()
            .map(|&is_red| {
                let next = if is_red { r.next() } else { k.next() };
                next.cloned().unwrap_or_else(zero)
            })
            .collect()
    }

    fn kept_count(&self) -> usize {
        self.reduced.iter().filter(|&&r| !r).count()
    }
}

/// The values (one per output) of reduce `node` at kept index `idx`.
pub(super) fn gen_reduce(
    lw: &mut Lowerer,
    node: Node,
    idx: &[Expr],
) -> Result<Vec<Expr>, LowerError> {
    let spec = ReduceSpec::of(lw, node)?;
    if idx.len() != spec.kept_count() {
        return Err(lw.error(node, "index rank does not match the result"));
    }
    let group = siblings(lw, &spec, idx)?;
    let depth = lw.depth_of_all(idx);
    let saved = lw.detach(depth);
    let result = build_group(lw, &group, idx, depth);
    lw.reattach(saved);
    let values = result?;
    for (member, vals) in group.iter().zip(&values) {
        for (k, v) in vals.iter().enumerate() {
            lw.memo_put(member.node, k, idx, v.clone());
        }
    }
    values
        .into_iter()
        .next()
        .ok_or_else(|| lw.error(node, "internal: empty reduce group"))
}

/// `spec` and the other single-output reduces of its computation that can share its loop
/// nest: same input dimensions and reduced dimensions, not yet computed at this index,
/// live, and independent of it and of each other.
fn siblings(lw: &Lowerer, spec: &ReduceSpec, idx: &[Expr]) -> Result<Vec<ReduceSpec>, LowerError> {
    let mut group = vec![spec.clone()];
    if spec.inputs.len() != 1 {
        return Ok(group);
    }
    let frame = spec.node.frame;
    let comp = &lw.module.computations[lw.frames[frame].comp.index()];
    let live = reachable(comp, &[comp.root]);
    for (i, instr) in comp.instructions.iter().enumerate() {
        let node = Node {
            frame,
            instr: kiln_hlo::InstrId(i as u32),
        };
        let candidate = instr.opcode == Opcode::Reduce
            && instr.operands.len() == 2
            && matches!(instr.shape, Shape::Array(_))
            && live[i]
            && node != spec.node
            && lw.memo_get(node, 0, idx).is_none();
        if !candidate {
            continue;
        }
        let other = ReduceSpec::of(lw, node)?;
        let same_shape = other.in_dims == spec.in_dims && other.reduced == spec.reduced;
        let independent = group.iter().all(|g| {
            !reachable(comp, &[g.node.instr])[i]
                && !reachable(comp, &[node.instr])[g.node.instr.index()]
        });
        if same_shape && independent {
            group.push(other);
        }
    }
    Ok(group)
}

/// Which instructions of `comp` the `roots` depend on (roots included).
pub(super) fn reachable(comp: &kiln_hlo::Computation, roots: &[kiln_hlo::InstrId]) -> Vec<bool> {
    let mut seen = vec![false; comp.instructions.len()];
    let mut stack: Vec<usize> = roots.iter().map(|r| r.index()).collect();
    while let Some(i) = stack.pop() {
        if i >= seen.len() || std::mem::replace(&mut seen[i], true) {
            continue;
        }
        stack.extend(comp.instructions[i].operands.iter().map(|o| o.index()));
    }
    seen
}

/// Emits the accumulator loop nest for every reduce of `group` under block `depth`; returns
/// their accumulators, per reduce and output.
fn build_group(
    lw: &mut Lowerer,
    group: &[ReduceSpec],
    idx: &[Expr],
    depth: usize,
) -> Result<Vec<Vec<Expr>>, LowerError> {
    let mut accs: Vec<Vec<Var>> = Vec::new();
    for spec in group {
        let mut vars = Vec::new();
        for (k, &init) in spec.inits.iter().enumerate() {
            let ty = lw.elem_type(spec.node, k)?.compute_type();
            let value = lw.gen(init, &[])?;
            let v = lw.new_var(ty);
            lw.set_var_depth(v, depth);
            lw.emit(Stmt::Assign { var: v, value })?;
            vars.push(v);
        }
        accs.push(vars);
    }
    if super::reduce_blocks::applies(lw, group)? {
        let accs1: Vec<Var> = accs.iter().map(|vs| vs[0]).collect();
        super::reduce_blocks::build(lw, group, &accs1, idx)?;
        accs1.iter().for_each(|&v| lw.set_var_depth(v, depth));
        return Ok(accs
            .into_iter()
            .map(|vs| vs.into_iter().map(Expr::Var).collect())
            .collect());
    }
    let spec = &group[0];
    let mut red = Vec::new();
    let mut opened = 0;
    for (d, &is_red) in spec.reduced.iter().enumerate() {
        if is_red && spec.in_dims[d] != 1 {
            red.push(Expr::Var(lw.open_loop(spec.in_dims[d])));
            opened += 1;
        } else if is_red {
            red.push(Expr::Int(0, crate::kir::ScalarType::S64));
        }
    }
    // Inside the loop the accumulators change every iteration: nothing that reads them may
    // be hoisted out of it.
    let inner = lw.current_depth();
    accs.iter()
        .flatten()
        .for_each(|&v| lw.set_var_depth(v, inner));
    for (spec, vars) in group.iter().zip(&accs) {
        let at = spec.input_index(idx, &red);
        let mut xs = Vec::new();
        for &input in &spec.inputs {
            let x = lw.gen(input, &at)?;
            xs.push(lw.materialize(x)?);
        }
        let acc_exprs: Vec<Expr> = vars.iter().map(|&v| Expr::Var(v)).collect();
        let new = apply_reducer(lw, spec.node, spec.to_apply, &acc_exprs, &xs)?;
        update(lw, vars, new)?;
    }
    // The innermost loop may be a vector loop: its accumulators are applied in order.
    for k in 0..opened {
        lw.close_loop(k == 0)?;
    }
    accs.iter()
        .flatten()
        .for_each(|&v| lw.set_var_depth(v, depth));
    Ok(accs
        .into_iter()
        .map(|vs| vs.into_iter().map(Expr::Var).collect())
        .collect())
}

/// `accs = new` at once: with several accumulators each new value is first copied, since
/// it may read an accumulator assigned before it.
pub(super) fn update(lw: &mut Lowerer, accs: &[Var], new: Vec<Expr>) -> Result<(), LowerError> {
    if let ([acc], [value]) = (accs, new.as_slice()) {
        return lw.emit(Stmt::Assign {
            var: *acc,
            value: value.clone(),
        });
    }
    let depth = lw.current_depth();
    let temps = new
        .into_iter()
        .map(|v| lw.assign_at(depth, v))
        .collect::<Result<Vec<_>, _>>()?;
    for (&acc, t) in accs.iter().zip(temps) {
        lw.emit(Stmt::Assign { var: acc, value: t })?;
    }
    Ok(())
}

/// The reducer `comp` applied to accumulators `accs` and inputs `xs`: one value per
/// accumulator.
pub(super) fn apply_reducer(
    lw: &mut Lowerer,
    node: Node,
    comp: CompId,
    accs: &[Expr],
    xs: &[Expr],
) -> Result<Vec<Expr>, LowerError> {
    let c = lw
        .module
        .computations
        .get(comp.index())
        .ok_or_else(|| lw.error(node, "to_apply names no computation"))?;
    let n = accs.len();
    let scalar_params = c.parameters.len() == 2 * n
        && c.parameters.iter().all(|p| {
            c.instructions
                .get(p.index())
                .is_some_and(|i| i.shape.as_array().is_some_and(|a| a.dims.is_empty()))
        });
    if !scalar_params {
        return Err(lw.error(
            node,
            format!("to_apply {} does not take {} scalars", c.name, 2 * n),
        ));
    }
    let params = accs
        .iter()
        .chain(xs)
        .map(|e| Binding::Scalar(e.clone()))
        .collect();
    let frame = lw.add_frame(comp, params, Default::default())?;
    let root = Node {
        frame,
        instr: c.root,
    };
    let leaves = lw.output_leaves(root)?;
    if leaves.len() != n {
        return Err(lw.error(
            node,
            format!("to_apply {} does not return {n} values", c.name),
        ));
    }
    let mut out = Vec::with_capacity(n);
    for (leaf, k) in leaves {
        out.push(lw.gen_output(leaf, k, &[])?);
    }
    Ok(out)
}

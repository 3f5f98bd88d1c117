//! Transposed dot results (`dot-transposed-result`): a dot whose result is only ever read
//! transposed, with its lhs and rhs free dimensions swapped, is computed with its operands
//! swapped instead, and the transposes read that product directly.
//!
//! `transpose(dot(a, b), [batch, rhs free, lhs free])` is `dot(b, a)` with the dimension
//! numbers of each side exchanged: both put the batch dimensions first, then `b`'s free
//! dimensions, then `a`'s, and every element sums the same products (`a·b = b·a` exactly in
//! floating point) over the contracting dimensions in the same list order, so the values are
//! identical. Gradients of dense layers need this: autodiff emits `transpose(dot(g, x))`
//! for the weight gradient, and the optimizer updates that consume it would otherwise read
//! a large matrix column by column (or copy it) on every step.
//!
//! The old dot is left as `transpose(new dot)` for any other reader; it has none, so DCE
//! removes it. Dots read by anything else, the root, and sparse dots are left alone.

use crate::pass::Pass;
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{CompId, Computation, DotDims, Error, InstrId, Instruction, Module, Opcode, Shape};
use std::collections::HashMap;

pub struct DotTransposedResult;

impl Pass for DotTransposedResult {
    fn name(&self) -> &'static str {
        "dot-transposed-result"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        // Old transposes (by computation) and the new swapped dot each one reads.
        let mut swapped: HashMap<(CompId, InstrId), InstrId> = HashMap::new();
        let patch = rewrite_module(&module, |_, comp, rw, old| {
            visit(rw, comp, old, &mut swapped)
        })?;
        patch.apply(module)
    }
}

fn visit(
    rw: &mut Rewriter,
    comp: CompId,
    old: InstrId,
    swapped: &mut HashMap<(CompId, InstrId), InstrId>,
) -> Result<(), Error> {
    if let Some(&dot) = swapped.get(&(comp, old)) {
        rw.replace_with(old, dot);
        return Ok(());
    }
    let instr = rw.old.instr(old);
    let Some((users, perm)) = transposing_users(rw.old, old) else {
        rw.keep(old)?;
        return Ok(());
    };
    let dims = instr.attrs.dot_dims.clone().unwrap_or_default();
    let user_shape = &rw.old.instr(users[0]).shape;
    let mut dot = instr.clone();
    dot.name = format!("{}.swapped", instr.name);
    dot.operands = vec![rw.mapped(instr.operands[1])?, rw.mapped(instr.operands[0])?];
    dot.control_predecessors = Vec::new();
    dot.shape = Shape::array(instr.shape.element_type(), user_shape.dims().to_vec());
    dot.attrs.dot_dims = Some(DotDims {
        lhs_batch: dims.rhs_batch,
        rhs_batch: dims.lhs_batch,
        lhs_contracting: dims.rhs_contracting,
        rhs_contracting: dims.lhs_contracting,
    });
    if let Some(precision) = &mut dot.attrs.operand_precision {
        precision.reverse();
    }
    let dot = rw.add(dot);
    for user in users {
        swapped.insert((comp, user), dot);
    }
    // The old dot is the swapped one transposed back: the inverse permutation.
    let mut inverse = vec![0i64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p as usize] = i as i64;
    }
    let mut back = Instruction::new(
        instr.name.clone(),
        Opcode::Transpose,
        instr.shape.clone(),
        vec![dot],
    );
    back.attrs.dimensions = Some(inverse);
    back.metadata = instr.metadata.clone();
    rw.replace_with_new(old, back);
    Ok(())
}

/// The users of dot `id` and their permutation, when `id` is a plain dot without control
/// edges, not the root, and read only by transposes that put its rhs free dimensions before
/// its lhs free ones (batch dimensions staying first).
fn transposing_users(comp: &Computation, id: InstrId) -> Option<(Vec<InstrId>, Vec<i64>)> {
    let instr = comp.instr(id);
    if instr.opcode != Opcode::Dot
        || instr.operands.len() != 2
        || !instr.control_predecessors.is_empty()
        || comp.root == id
    {
        return None;
    }
    let no_dims = DotDims::default();
    let dims = instr.attrs.dot_dims.as_ref().unwrap_or(&no_dims);
    let rank = |i: usize| {
        comp.instr(instr.operands[i])
            .shape
            .as_array()
            .map(|a| a.rank())
    };
    let (lhs_rank, rhs_rank) = (rank(0)?, rank(1)?);
    let nb = dims.lhs_batch.len();
    let lhs_free = lhs_rank.checked_sub(nb + dims.lhs_contracting.len())?;
    let rhs_free = rhs_rank.checked_sub(nb + dims.rhs_contracting.len())?;
    if lhs_free == 0 || rhs_free == 0 || instr.shape.as_array()?.rank() != nb + lhs_free + rhs_free
    {
        return None;
    }
    let perm: Vec<i64> = (0..nb)
        .chain(nb + lhs_free..nb + lhs_free + rhs_free)
        .chain(nb..nb + lhs_free)
        .map(|d| d as i64)
        .collect();
    let mut users = Vec::new();
    for (k, user) in comp.instructions.iter().enumerate() {
        let reads = user.operands.contains(&id) || user.control_predecessors.contains(&id);
        if !reads {
            continue;
        }
        let transposes = user.opcode == Opcode::Transpose
            && user.operands.len() == 1
            && user.control_predecessors.is_empty()
            && user.attrs.dimensions.as_deref() == Some(perm.as_slice());
        if !transposes {
            return None;
        }
        users.push(InstrId(k as u32));
    }
    (!users.is_empty()).then_some((users, perm))
}

//! Conditional simplification ("conditional-simplifier"): a `conditional` whose selector is
//! a constant, or that has a single branch, is replaced by an inlined copy of the branch it
//! always takes, applied to that branch's operand.
//!
//! The selector picks the branch as XLA defines it: a `pred` selects the true computation
//! (branch 0) or the false one (branch 1); an `s32` index selects `branch_computations[i]`,
//! and an index out of range (negative included) selects the last branch.
//!
//! Why: constant selectors appear after constant folding and inlining (a `jax.lax.switch`
//! on a static index, a `cond` on a folded shape test), and a conditional is a wall for
//! every other pass and a sequence point for the runtime.

use crate::dce::Dce;
use crate::inline_calls::inline_computation;
use crate::module_rewrite::rewrite_callees_first;
use crate::pass::{any_instruction, Pass};
use crate::rewrite::Rewriter;
use kiln_hlo::{ArrayData, CompId, ConstantValue, Error, Instruction, Literal, Module, Opcode};

#[derive(Clone, Copy, Debug, Default)]
pub struct ConditionalSimplify;

impl Pass for ConditionalSimplify {
    fn name(&self) -> &'static str {
        "conditional-simplifier"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !any_instruction(&module, |i| i.opcode == Opcode::Conditional) {
            return Ok((module, 0));
        }
        let mut simplified = 0;
        let (out, _) = rewrite_callees_first(module, |ctx, rw, _, old| {
            let instr = rw.old.instr(old);
            let taken = match instr.opcode {
                Opcode::Conditional => taken_branch(rw, instr)?,
                _ => None,
            };
            let Some(branch) = taken else {
                rw.keep(old)?;
                return Ok(());
            };
            let branches = branches(instr).unwrap_or_default();
            let callee = branches
                .get(branch)
                .and_then(|c| ctx.module.computations.get(c.index()));
            let (Some(callee), Some(&operand)) = (callee, instr.operands.get(branch + 1)) else {
                rw.keep(old)?;
                return Ok(());
            };
            let arg = rw.mapped(operand)?;
            let result = inline_computation(rw, callee, &[arg])?;
            rw.replace_with(old, result);
            simplified += 1;
            Ok(())
        })?;
        if simplified == 0 {
            return Ok((out, 0));
        }
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, simplified))
    }
}

/// The branch computations in selector order: `[true, false]` for a `pred` selector.
pub fn branches(instr: &Instruction) -> Option<Vec<CompId>> {
    let a = &instr.attrs;
    match (
        &a.branch_computations,
        a.true_computation,
        a.false_computation,
    ) {
        (Some(list), _, _) => Some(list.clone()),
        (None, Some(t), Some(f)) => Some(vec![t, f]),
        _ => None,
    }
}

/// The index of the branch the conditional always takes, if known at compile time.
fn taken_branch(rw: &Rewriter, instr: &Instruction) -> Result<Option<usize>, Error> {
    let Some(count) = branches(instr).map(|b| b.len()).filter(|&n| n > 0) else {
        return Ok(None);
    };
    if count == 1 {
        return Ok(Some(0));
    }
    let selector = rw.operand(instr, 0)?;
    let (Opcode::Constant, Some(ConstantValue::Literal(Literal::Array(value)))) =
        (selector.opcode, &selector.attrs.constant)
    else {
        return Ok(None);
    };
    let last = count - 1;
    Ok(match &value.data {
        ArrayData::Pred(v) if v.len() == 1 => Some(if v[0] { 0 } else { 1 }),
        ArrayData::S32(v) if v.len() == 1 => {
            Some(usize::try_from(v[0]).map_or(last, |i| i.min(last)))
        }
        _ => None,
    })
}

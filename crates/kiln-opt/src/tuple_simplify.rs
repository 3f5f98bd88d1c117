//! Tuple simplification ("tuple-simplifier"):
//!
//! * `get-tuple-element(tuple(a, b, ...), i)` becomes the tuple's operand `i`;
//! * `tuple(gte(x, 0), gte(x, 1), ..., gte(x, n-1))`, taking every element of `x` in order,
//!   becomes `x`.
//!
//! Why: tuples are how HLO passes several values through calls, loops and conditionals, and
//! inlining or loop rewriting leaves such pack-and-unpack pairs behind. They cost copies at
//! run time and hide the real producer from pattern-matching passes.

use crate::dce::Dce;
use crate::pass::Pass;
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{Error, InstrId, Instruction, Module, Opcode};

#[derive(Clone, Copy, Debug, Default)]
pub struct TupleSimplify;

impl Pass for TupleSimplify {
    fn name(&self) -> &'static str {
        "tuple-simplifier"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !has_candidates(&module) {
            return Ok((module, 0));
        }
        let patch = rewrite_module(&module, |_, _, rw, old| {
            let instr = rw.old.instr(old);
            let simpler = match instr.opcode {
                Opcode::GetTupleElement => element_of_tuple(rw, instr)?,
                Opcode::Tuple => whole_tuple(rw, instr)?,
                _ => None,
            };
            match simpler {
                Some(new) => rw.replace_with(old, new),
                None => {
                    rw.keep(old)?;
                }
            }
            Ok(())
        })?;
        if patch.changes == 0 {
            return Ok((module, 0));
        }
        let (out, changes) = patch.apply(module)?;
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, changes))
    }
}

/// Whether some computation has an instruction where a rewrite can start: a
/// `get-tuple-element` of a `tuple`, or a `tuple` whose first operand is element 0 of
/// something. Every other rewrite needs an earlier one to make its pattern.
fn has_candidates(module: &Module) -> bool {
    module.computations.iter().any(|comp| {
        comp.instructions.iter().any(|instr| {
            let first = instr
                .operands
                .first()
                .and_then(|o| comp.instructions.get(o.index()));
            match (instr.opcode, first) {
                (Opcode::GetTupleElement, Some(operand)) => operand.opcode == Opcode::Tuple,
                (Opcode::Tuple, Some(operand)) => {
                    operand.opcode == Opcode::GetTupleElement && operand.attrs.index == Some(0)
                }
                _ => false,
            }
        })
    })
}

/// `gte(tuple(..., x, ...), i)` → `x`.
fn element_of_tuple(rw: &Rewriter, gte: &Instruction) -> Result<Option<InstrId>, Error> {
    let tuple = rw.operand(gte, 0)?;
    if tuple.opcode != Opcode::Tuple {
        return Ok(None);
    }
    let element = gte
        .attrs
        .index
        .and_then(|i| usize::try_from(i).ok())
        .and_then(|i| tuple.operands.get(i).copied());
    Ok(element.filter(|&e| rw.get(e).shape.compatible(&gte.shape)))
}

/// `tuple(gte(x, 0), ..., gte(x, n-1))` → `x` when `x` has exactly `n` elements.
fn whole_tuple(rw: &Rewriter, tuple: &Instruction) -> Result<Option<InstrId>, Error> {
    let mut source: Option<InstrId> = None;
    for (position, &old_operand) in tuple.operands.iter().enumerate() {
        let gte = rw.get(rw.mapped(old_operand)?);
        if gte.opcode != Opcode::GetTupleElement || gte.attrs.index != Some(position as i64) {
            return Ok(None);
        }
        let Some(&x) = gte.operands.first() else {
            return Ok(None);
        };
        if source.is_some_and(|s| s != x) {
            return Ok(None);
        }
        source = Some(x);
    }
    Ok(source.filter(|&x| rw.get(x).shape.compatible(&tuple.shape)))
}

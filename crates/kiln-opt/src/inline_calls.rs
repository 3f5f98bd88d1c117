//! Call inlining ("call-inliner"): every `call` is replaced by a copy of the called
//! computation's body, with the callee's parameters standing for the call's operands, and
//! computations nothing calls any more are removed.
//!
//! Why: JAX wraps every `jax.jit`-ed or `checkpoint`-ed function in a `call`, and a call is a
//! wall for every other pass (algebraic simplification, CSE, fusion see one computation at a
//! time). Callees are rewritten before their callers, so nested calls flatten in one run.
//! Copied instructions keep their names where they are free in the caller and get a fresh
//! `.k<N>` suffix where they are not.

use crate::dce::Dce;
use crate::module_rewrite::rewrite_callees_first;
use crate::pass::{any_instruction, Pass};
use crate::rewrite::Rewriter;
use kiln_hlo::{CompId, Computation, Error, InstrId, Instruction, Module, Opcode};

#[derive(Clone, Copy, Debug, Default)]
pub struct InlineCalls;

impl Pass for InlineCalls {
    fn name(&self) -> &'static str {
        "call-inliner"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        let entry = module.entry;
        if !any_instruction(&module, |i| is_inlinable_call(i, entry)) {
            return Ok((module, 0));
        }
        let mut inlined = 0;
        let (out, _) = rewrite_callees_first(module, |ctx, rw, _, old| {
            let instr = rw.old.instr(old);
            let callee = match instr.attrs.to_apply {
                Some(c) if is_inlinable_call(instr, ctx.module.entry) => {
                    ctx.module.computations.get(c.index())
                }
                _ => None,
            };
            let Some(callee) = callee else {
                rw.keep(old)?;
                return Ok(());
            };
            let args = rw.remap_all(&instr.operands)?;
            let root = inline_computation(rw, callee, &args)?;
            rw.replace_with(old, root);
            inlined += 1;
            Ok(())
        })?;
        if inlined == 0 {
            return Ok((out, 0));
        }
        // The callees' own instructions are now unused; DCE drops them with the computations.
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, inlined))
    }
}

/// A `call` of a computation other than the entry.
fn is_inlinable_call(instr: &Instruction, entry: CompId) -> bool {
    instr.opcode == Opcode::Call && instr.attrs.to_apply.is_some_and(|c| c != entry)
}

/// Emits a copy of `callee`'s instructions into `rw`, with parameter `i` replaced by the new
/// instruction `args[i]`, and returns the new id of the copy of the callee's root.
/// Instructions the root does not depend on are copied too (DCE decides about them), so
/// side effects in the callee are kept.
pub fn inline_computation(
    rw: &mut Rewriter,
    callee: &Computation,
    args: &[InstrId],
) -> Result<InstrId, Error> {
    if args.len() != callee.parameters.len() {
        return Err(Error::msg(format!(
            "inlining {}: {} arguments for {} parameters",
            callee.name,
            args.len(),
            callee.parameters.len()
        )));
    }
    let mut map: Vec<Option<InstrId>> = vec![None; callee.instructions.len()];
    for (param, arg) in callee.parameters.iter().zip(args) {
        if let Some(slot) = map.get_mut(param.index()) {
            *slot = Some(*arg);
        }
    }
    let lookup = |map: &[Option<InstrId>], id: InstrId| {
        map.get(id.index()).copied().flatten().ok_or_else(|| {
            Error::msg(format!(
                "inlining {}: operand #{} is not defined before its use",
                callee.name,
                id.index()
            ))
        })
    };
    for id in callee.post_order() {
        if map[id.index()].is_some() {
            continue; // a parameter
        }
        let mut copy = callee.instr(id).clone();
        if copy.opcode == Opcode::Parameter {
            return Err(Error::msg(format!(
                "inlining {}: parameter {} is not in the parameter list",
                callee.name, copy.name
            )));
        }
        copy.operands = copy
            .operands
            .iter()
            .map(|&o| lookup(&map, o))
            .collect::<Result<_, _>>()?;
        copy.control_predecessors = copy
            .control_predecessors
            .iter()
            .map(|&o| lookup(&map, o))
            .collect::<Result<_, _>>()?;
        map[id.index()] = Some(rw.add(copy));
    }
    lookup(&map, callee.root)
}

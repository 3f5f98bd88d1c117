//! Common subexpression elimination: an instruction that computes the same value from the
//! same operands as an earlier one (same opcode, shape, operands and attributes) is replaced
//! by it. Side-effecting instructions and parameters are never merged.

use crate::pass::Pass;
use crate::rewrite::rewrite_module;
use kiln_hlo::{Error, InstrId, Instruction, Module, Opcode};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        let mut seen: HashMap<u64, Vec<InstrId>> = HashMap::new();
        let mut current_comp = None;
        let patch = rewrite_module(&module, |_, comp_id, rw, old| {
            if current_comp != Some(comp_id) {
                seen.clear();
                current_comp = Some(comp_id);
            }
            let instr = rw.old.instr(old);
            if !mergeable(instr) {
                rw.keep(old)?;
                return Ok(());
            }
            let mut candidate = instr.clone();
            candidate.operands = rw.remap_all(&instr.operands)?;
            let key = value_hash(&candidate);
            let bucket = seen.entry(key).or_default();
            if let Some(&same) = bucket
                .iter()
                .find(|&&id| rw.get(id).computes_same_as(&candidate))
            {
                rw.replace_with(old, same);
            } else {
                let id = rw.keep(old)?;
                bucket.push(id);
            }
            Ok(())
        })?;
        // The rewriter counts replacements; recount as the instructions that disappeared.
        let before = module.instruction_count();
        let (out, _) = patch.apply(module);
        let removed = before - out.instruction_count();
        let (out, _) = crate::dce::Dce.run_owned(out)?;
        Ok((out, removed))
    }
}

fn mergeable(instr: &Instruction) -> bool {
    !instr.opcode.has_side_effect()
        && !matches!(instr.opcode, Opcode::Parameter | Opcode::RngBitGenerator)
        && instr.control_predecessors.is_empty()
}

/// Hash of what the instruction computes (not its name or metadata).
fn value_hash(instr: &Instruction) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    instr.opcode.hash(&mut h);
    instr.shape.hash(&mut h);
    instr.operands.hash(&mut h);
    instr.attrs.hash(&mut h);
    h.finish()
}

//! Common subexpression elimination: an instruction that computes the same value from the
//! same operands as an earlier one (same opcode, shape, operands and attributes) is replaced
//! by it. Side-effecting instructions and parameters are never merged.

use crate::pass::Pass;
use crate::rewrite::rewrite_module;
use kiln_hlo::{Error, InstrId, Instruction, Module, Opcode};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        let mut seen: HashMap<u64, Vec<InstrId>, BuildHasherDefault<FxHasher>> = HashMap::default();
        let mut current_comp = None;
        let patch = rewrite_module(&module, |_, comp_id, rw, old| {
            if current_comp != Some(comp_id) {
                seen.clear();
                current_comp = Some(comp_id);
            }
            if !mergeable(rw.old.instr(old)) {
                rw.keep(old)?;
                return Ok(());
            }
            let candidate = rw.remapped(old)?;
            let key = value_hash(&candidate);
            let bucket = seen.entry(key).or_default();
            if let Some(&same) = bucket
                .iter()
                .find(|&&id| rw.get(id).computes_same_as(&candidate))
            {
                rw.replace_with(old, same);
            } else {
                bucket.push(rw.keep_remapped(old, candidate));
            }
            Ok(())
        })?;
        // The rewriter counts replacements; recount as the instructions that disappeared.
        let before = module.instruction_count();
        let (out, _) = patch.apply(module)?;
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
    let mut h = FxHasher::default();
    instr.opcode.hash(&mut h);
    instr.shape.hash(&mut h);
    instr.operands.hash(&mut h);
    instr.attrs.hash(&mut h);
    h.finish()
}

/// The hash rustc uses for its own tables (FxHash): a multiply and a rotate per word. The
/// standard SipHash resists crafted keys, which CSE does not need, and costs several times
/// as much on the many small fields of an instruction's attributes.
#[derive(Default)]
struct FxHasher {
    hash: u64,
}

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        for &byte in chunks.remainder() {
            self.add(u64::from(byte));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

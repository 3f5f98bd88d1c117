//! Building a rewritten computation without mutating the one being read.
//!
//! A pass walks the old computation in post order and, for every old instruction, tells the
//! [`Rewriter`] what stands for it in the new computation: a copy of itself (`keep`), an
//! instruction it already emitted (`replace_with`), or new instructions (`add`). Operands of
//! emitted instructions are new ids, so a pass sees its own earlier rewrites (bottom-up).
//! Dead instructions left behind are removed by DCE.

use kiln_hlo::{CompId, Computation, Error, InstrId, Instruction, Module};
use std::collections::HashSet;

/// Builds one new computation from an old one.
pub struct Rewriter<'a> {
    pub old: &'a Computation,
    instrs: Vec<Instruction>,
    map: Vec<Option<InstrId>>,
    names: HashSet<String>,
    next_suffix: usize,
    /// Number of instructions replaced or added (the pass's change count).
    pub changes: usize,
}

impl<'a> Rewriter<'a> {
    pub fn new(old: &'a Computation) -> Self {
        Rewriter {
            old,
            instrs: Vec::with_capacity(old.instructions.len()),
            map: vec![None; old.instructions.len()],
            names: old.instructions.iter().map(|i| i.name.clone()).collect(),
            next_suffix: 0,
            changes: 0,
        }
    }

    /// The new id standing for old instruction `old` (which must already be handled).
    pub fn mapped(&self, old: InstrId) -> Result<InstrId, Error> {
        self.map
            .get(old.index())
            .copied()
            .flatten()
            .ok_or_else(|| Error::msg(format!("rewriter: {:?} used before it was rewritten", old)))
    }

    /// An instruction of the new computation.
    pub fn get(&self, new: InstrId) -> &Instruction {
        &self.instrs[new.index()]
    }

    /// The new-computation instruction standing for old operand `i` of `old_instr`.
    pub fn operand(&self, old_instr: &Instruction, i: usize) -> Result<&Instruction, Error> {
        let id = old_instr
            .operands
            .get(i)
            .ok_or_else(|| Error::msg(format!("{}: no operand {i}", old_instr.name)))?;
        Ok(self.get(self.mapped(*id)?))
    }

    /// Copies old instruction `old` with its operands remapped; it stands for itself.
    pub fn keep(&mut self, old: InstrId) -> Result<InstrId, Error> {
        let mut instr = self.old.instr(old).clone();
        instr.operands = self.remap_all(&instr.operands)?;
        instr.control_predecessors = self.remap_all(&instr.control_predecessors)?;
        let id = self.push(instr);
        self.map[old.index()] = Some(id);
        Ok(id)
    }

    /// Old instruction `old` is now computed by new instruction `new`.
    pub fn replace_with(&mut self, old: InstrId, new: InstrId) {
        self.map[old.index()] = Some(new);
        self.changes += 1;
    }

    /// Emits a new instruction (operands are new ids). Its name is made unique.
    pub fn add(&mut self, mut instr: Instruction) -> InstrId {
        if self.names.contains(&instr.name) {
            instr.name = self.fresh_name(&instr.name);
        }
        self.names.insert(instr.name.clone());
        self.changes += 1;
        self.push(instr)
    }

    /// Emits `instr` in place of old instruction `old`, under `old`'s name (which is free,
    /// since `old` itself is not emitted).
    pub fn replace_with_new(&mut self, old: InstrId, mut instr: Instruction) -> InstrId {
        instr.name = self.old.instr(old).name.clone();
        let id = self.push(instr);
        self.replace_with(old, id);
        id
    }

    /// Old operand ids mapped to new ids.
    pub fn remap_all(&self, ids: &[InstrId]) -> Result<Vec<InstrId>, Error> {
        ids.iter().map(|&o| self.mapped(o)).collect()
    }

    /// The finished computation: root and parameters mapped to their new ids.
    pub fn finish(self) -> Result<Computation, Error> {
        let root = self.mapped(self.old.root)?;
        let parameters = self
            .old
            .parameters
            .iter()
            .map(|&p| self.mapped(p))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Computation {
            name: self.old.name.clone(),
            instructions: self.instrs,
            parameters,
            root,
            attributes: self.old.attributes.clone(),
            span: self.old.span,
        })
    }

    fn push(&mut self, instr: Instruction) -> InstrId {
        self.instrs.push(instr);
        InstrId((self.instrs.len() - 1) as u32)
    }

    fn fresh_name(&mut self, base: &str) -> String {
        loop {
            self.next_suffix += 1;
            let candidate = format!("{base}.k{}", self.next_suffix);
            if !self.names.contains(&candidate) {
                return candidate;
            }
        }
    }
}

/// Rewrites every computation of `module` with `visit`, which must map each old instruction
/// (given in post order) through the rewriter. Returns the new module and the change count.
pub fn rewrite_module(
    module: &Module,
    mut visit: impl FnMut(&Module, CompId, &mut Rewriter, InstrId) -> Result<(), Error>,
) -> Result<(Module, usize), Error> {
    let mut out = module.clone();
    let mut changes = 0;
    for (index, comp) in module.computations.iter().enumerate() {
        let comp_id = CompId(index as u32);
        let mut rw = Rewriter::new(comp);
        for old in comp.post_order() {
            visit(module, comp_id, &mut rw, old)?;
        }
        changes += rw.changes;
        out.computations[index] = rw.finish()?;
    }
    Ok((out, changes))
}

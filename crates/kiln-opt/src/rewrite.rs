//! Building a rewritten computation without mutating the one being read.
//!
//! A pass walks the old computation in post order and, for every old instruction, tells the
//! [`Rewriter`] what stands for it in the new computation: a copy of itself (`keep`), an
//! instruction it already emitted (`replace_with`), or new instructions (`add`). Operands of
//! emitted instructions are new ids, so a pass sees its own earlier rewrites (bottom-up).
//! Dead instructions left behind are removed by DCE.
//!
//! Most visits change nothing, so the rewriter copies on write: an instruction kept with the
//! same operands is not copied while the pass runs (its new id is its old id), and a
//! computation in which nothing changed is not rebuilt at all
//! ([`Rewriter::finish_if_changed`]).

use kiln_hlo::{CompId, Computation, Error, InstrId, Instruction, Module};
use std::collections::HashSet;

/// Builds one new computation from an old one.
///
/// New ids below `old.instructions.len()` stand for the old instruction with that id, kept as
/// it is; the ids above it index `added` (new instructions, and kept ones whose operands
/// changed).
pub struct Rewriter<'a> {
    pub old: &'a Computation,
    added: Vec<Instruction>,
    /// New ids in the order they were emitted: the order of the finished computation.
    emitted: Vec<InstrId>,
    map: Vec<Option<InstrId>>,
    /// Names in use, made on the first `add` (most rewrites add nothing).
    names: Option<HashSet<String>>,
    next_suffix: usize,
    /// Number of instructions replaced or added (the pass's change count).
    pub changes: usize,
}

impl<'a> Rewriter<'a> {
    pub fn new(old: &'a Computation) -> Self {
        Rewriter {
            old,
            added: Vec::new(),
            emitted: Vec::with_capacity(old.instructions.len()),
            map: vec![None; old.instructions.len()],
            names: None,
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
        let kept = self.old.instructions.len();
        match new.index().checked_sub(kept) {
            None => &self.old.instructions[new.index()],
            Some(k) => &self.added[k],
        }
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
        let instr = self.old.instr(old);
        let same_operands = instr
            .operands
            .iter()
            .chain(&instr.control_predecessors)
            .all(|&o| self.map.get(o.index()).copied().flatten() == Some(o));
        let id = if same_operands {
            self.emitted.push(old);
            old
        } else {
            let mut copy = instr.clone();
            copy.operands = self.remap_all(&instr.operands)?;
            copy.control_predecessors = self.remap_all(&instr.control_predecessors)?;
            self.push(copy)
        };
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
        let old = self.old;
        let names = self
            .names
            .get_or_insert_with(|| old.instructions.iter().map(|i| i.name.clone()).collect());
        if names.contains(&instr.name) {
            instr.name = fresh_name(names, &mut self.next_suffix, &instr.name);
        }
        names.insert(instr.name.clone());
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

    /// The finished computation, or `None` when it would be equal to the old one: every old
    /// instruction kept as it was, in its old order, and nothing added or replaced.
    pub fn finish_if_changed(self) -> Result<Option<Computation>, Error> {
        let unchanged = self.changes == 0
            && self.added.is_empty()
            && self.emitted.len() == self.old.instructions.len()
            && self
                .emitted
                .iter()
                .enumerate()
                .all(|(k, id)| id.index() == k);
        if unchanged {
            return Ok(None);
        }
        self.finish().map(Some)
    }

    /// The finished computation: instructions in the order they were emitted, root and
    /// parameters mapped to their new ids.
    pub fn finish(self) -> Result<Computation, Error> {
        let root = self.mapped(self.old.root)?;
        let parameters = self.remap_all(&self.old.parameters)?;
        let kept = self.old.instructions.len();
        let mut position: Vec<Option<InstrId>> = vec![None; kept + self.added.len()];
        for (k, id) in self.emitted.iter().enumerate() {
            position[id.index()] = Some(InstrId(k as u32));
        }
        let placed = |id: InstrId| {
            position
                .get(id.index())
                .copied()
                .flatten()
                .ok_or_else(|| Error::msg(format!("rewriter: {:?} used but never emitted", id)))
        };
        // Added instructions were emitted as they were added, so they come in order.
        let mut added = self.added.into_iter();
        let mut instructions = Vec::with_capacity(self.emitted.len());
        for id in &self.emitted {
            let copy = if id.index() < kept {
                Some(self.old.instructions[id.index()].clone())
            } else {
                added.next()
            };
            let mut instr =
                copy.ok_or_else(|| Error::msg(format!("rewriter: {:?} was not added", id)))?;
            for operand in instr
                .operands
                .iter_mut()
                .chain(instr.control_predecessors.iter_mut())
            {
                *operand = placed(*operand)?;
            }
            instructions.push(instr);
        }
        Ok(Computation {
            name: self.old.name.clone(),
            instructions,
            parameters: parameters
                .into_iter()
                .map(placed)
                .collect::<Result<_, _>>()?,
            root: placed(root)?,
            attributes: self.old.attributes.clone(),
            span: self.old.span,
        })
    }

    fn push(&mut self, instr: Instruction) -> InstrId {
        let id = InstrId((self.old.instructions.len() + self.added.len()) as u32);
        self.added.push(instr);
        self.emitted.push(id);
        id
    }
}

fn fresh_name(names: &HashSet<String>, next_suffix: &mut usize, base: &str) -> String {
    loop {
        *next_suffix += 1;
        let candidate = format!("{base}.k{}", next_suffix);
        if !names.contains(&candidate) {
            return candidate;
        }
    }
}

/// New computations for some of a module's computations, built while reading the module and
/// put in place at once by [`Patch::apply`].
pub struct Patch {
    computations: Vec<(CompId, Computation)>,
    /// The rewriters' change count.
    pub changes: usize,
}

impl Patch {
    /// `module` with the new computations in place, and the change count.
    pub fn apply(self, mut module: Module) -> (Module, usize) {
        for (id, comp) in self.computations {
            module.computations[id.index()] = comp;
        }
        (module, self.changes)
    }
}

/// Rewrites every computation of `module` with `visit`, which must map each old instruction
/// (given in post order) through the rewriter. Computations in which nothing changed are
/// left out of the patch.
pub fn rewrite_module(
    module: &Module,
    mut visit: impl FnMut(&Module, CompId, &mut Rewriter, InstrId) -> Result<(), Error>,
) -> Result<Patch, Error> {
    let mut patch = Patch {
        computations: Vec::new(),
        changes: 0,
    };
    for (index, comp) in module.computations.iter().enumerate() {
        let comp_id = CompId(index as u32);
        let mut rw = Rewriter::new(comp);
        for old in comp.post_order() {
            visit(module, comp_id, &mut rw, old)?;
        }
        patch.changes += rw.changes;
        if let Some(new) = rw.finish_if_changed()? {
            patch.computations.push((comp_id, new));
        }
    }
    Ok(patch)
}

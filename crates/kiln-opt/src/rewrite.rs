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
use std::borrow::Cow;
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
    names: Option<Names<'a>>,
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

    /// Old instruction `old` with its operands (and control predecessors) as new ids, as
    /// `keep` would emit it: borrowed when they are the same, a copy otherwise.
    pub fn remapped(&self, old: InstrId) -> Result<Cow<'a, Instruction>, Error> {
        let instr = self.old.instr(old);
        if self.same_operands(instr) {
            return Ok(Cow::Borrowed(instr));
        }
        let mut copy = instr.clone();
        copy.operands = self.remap_all(&instr.operands)?;
        copy.control_predecessors = self.remap_all(&instr.control_predecessors)?;
        Ok(Cow::Owned(copy))
    }

    /// Copies old instruction `old` with its operands remapped; it stands for itself.
    pub fn keep(&mut self, old: InstrId) -> Result<InstrId, Error> {
        let remapped = self.remapped(old)?;
        Ok(self.keep_remapped(old, remapped))
    }

    /// [`Rewriter::keep`] for an instruction the pass has already remapped.
    pub fn keep_remapped(&mut self, old: InstrId, remapped: Cow<'a, Instruction>) -> InstrId {
        let id = match remapped {
            Cow::Borrowed(_) => {
                self.emitted.push(old);
                old
            }
            Cow::Owned(copy) => self.push(copy),
        };
        self.map[old.index()] = Some(id);
        id
    }

    /// Whether every operand of old instruction `instr` is an old instruction kept as it was.
    fn same_operands(&self, instr: &Instruction) -> bool {
        instr
            .operands
            .iter()
            .chain(&instr.control_predecessors)
            .all(|&o| self.map.get(o.index()).copied().flatten() == Some(o))
    }

    /// Old instruction `old` is now computed by new instruction `new`.
    pub fn replace_with(&mut self, old: InstrId, new: InstrId) {
        self.map[old.index()] = Some(new);
        self.changes += 1;
    }

    /// Emits a new instruction (operands are new ids). Its name is made unique.
    pub fn add(&mut self, mut instr: Instruction) -> InstrId {
        let old = self.old;
        let names = self.names.get_or_insert_with(|| Names {
            old: old.instructions.iter().map(|i| i.name.as_str()).collect(),
            added: HashSet::new(),
        });
        if names.contains(&instr.name) {
            instr.name = names.fresh(&mut self.next_suffix, &instr.name);
        }
        names.added.insert(instr.name.clone());
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

    /// The finished rewrite, or `None` when the new computation would be equal to the old
    /// one: every old instruction kept as it was, in its old order, and nothing added or
    /// replaced.
    pub fn finish_if_changed(self) -> Result<Option<Rebuild>, Error> {
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
        self.into_rebuild().map(Some)
    }

    /// The finished computation, with copies of what it keeps of the old one (for a new
    /// computation made from one that stays).
    pub fn finish(self) -> Result<Computation, Error> {
        let old = self.old;
        let mut comp = Computation {
            name: old.name.clone(),
            instructions: Vec::new(),
            parameters: Vec::new(),
            root: old.root,
            attributes: old.attributes.clone(),
            span: old.span,
        };
        self.into_rebuild()?
            .assemble(&mut comp, |k| old.instructions.get(k).cloned())?;
        Ok(comp)
    }

    fn into_rebuild(self) -> Result<Rebuild, Error> {
        Ok(Rebuild {
            root: self.mapped(self.old.root)?,
            parameters: self.remap_all(&self.old.parameters)?,
            kept: self.old.instructions.len(),
            emitted: self.emitted,
            added: self.added,
        })
    }

    fn push(&mut self, instr: Instruction) -> InstrId {
        let id = InstrId((self.old.instructions.len() + self.added.len()) as u32);
        self.added.push(instr);
        self.emitted.push(id);
        id
    }
}

/// A finished rewrite of one computation: which old instructions the new computation keeps
/// and which it adds, in order. [`Rebuild::apply`] moves the kept ones out of the old
/// computation instead of copying them.
pub struct Rebuild {
    /// New ids in the order of the new computation (see [`Rewriter`] for what they mean).
    emitted: Vec<InstrId>,
    added: Vec<Instruction>,
    /// The number of old instructions (the first added id).
    kept: usize,
    root: InstrId,
    parameters: Vec<InstrId>,
}

impl Rebuild {
    /// Puts the new computation in place of `comp`, the computation the rewriter read.
    pub fn apply(self, comp: &mut Computation) -> Result<(), Error> {
        if comp.instructions.len() != self.kept {
            return Err(Error::msg(format!(
                "rewriter: {} is not the computation that was rewritten",
                comp.name
            )));
        }
        let mut old: Vec<Option<Instruction>> = std::mem::take(&mut comp.instructions)
            .into_iter()
            .map(Some)
            .collect();
        self.assemble(comp, |k| old.get_mut(k).and_then(Option::take))
    }

    /// Sets the instructions, root and parameters of `comp`; `take_old(k)` gives old
    /// instruction `k`.
    fn assemble(
        self,
        comp: &mut Computation,
        mut take_old: impl FnMut(usize) -> Option<Instruction>,
    ) -> Result<(), Error> {
        let mut position: Vec<Option<InstrId>> = vec![None; self.kept + self.added.len()];
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
            let instr = if id.index() < self.kept {
                take_old(id.index())
            } else {
                added.next()
            };
            let mut instr =
                instr.ok_or_else(|| Error::msg(format!("rewriter: {:?} is missing", id)))?;
            for operand in instr
                .operands
                .iter_mut()
                .chain(instr.control_predecessors.iter_mut())
            {
                *operand = placed(*operand)?;
            }
            instructions.push(instr);
        }
        comp.parameters = self
            .parameters
            .into_iter()
            .map(placed)
            .collect::<Result<_, _>>()?;
        comp.root = placed(self.root)?;
        comp.instructions = instructions;
        Ok(())
    }
}

/// The names of a computation being rewritten: the old instructions' (borrowed) and those
/// of instructions added since.
struct Names<'a> {
    old: HashSet<&'a str>,
    added: HashSet<String>,
}

impl Names<'_> {
    fn contains(&self, name: &str) -> bool {
        self.old.contains(name) || self.added.contains(name)
    }

    /// `<base>.k<N>` for the next `N` that makes a free name.
    fn fresh(&self, next_suffix: &mut usize, base: &str) -> String {
        loop {
            *next_suffix += 1;
            let candidate = format!("{base}.k{next_suffix}");
            if !self.contains(&candidate) {
                return candidate;
            }
        }
    }
}

/// New versions of some of a module's computations, built while reading the module and put
/// in place at once by [`Patch::apply`].
pub struct Patch {
    rebuilds: Vec<(CompId, Rebuild)>,
    /// The rewriters' change count.
    pub changes: usize,
}

impl Patch {
    /// `module` (the module that was read) with the new computations in place, and the
    /// change count.
    pub fn apply(self, mut module: Module) -> Result<(Module, usize), Error> {
        for (id, rebuild) in self.rebuilds {
            let comp = module.computations.get_mut(id.index()).ok_or_else(|| {
                Error::msg(format!("rewriter: the module has no computation {:?}", id))
            })?;
            rebuild.apply(comp)?;
        }
        Ok((module, self.changes))
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
        rebuilds: Vec::new(),
        changes: 0,
    };
    for (index, comp) in module.computations.iter().enumerate() {
        let comp_id = CompId(index as u32);
        let mut rw = Rewriter::new(comp);
        for old in comp.post_order() {
            visit(module, comp_id, &mut rw, old)?;
        }
        patch.changes += rw.changes;
        if let Some(rebuild) = rw.finish_if_changed()? {
            patch.rebuilds.push((comp_id, rebuild));
        }
    }
    Ok(patch)
}

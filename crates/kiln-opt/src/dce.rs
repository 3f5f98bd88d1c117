//! Dead code elimination: removes instructions that do not contribute to a computation's
//! root and have no side effect, then computations that nothing reachable from the entry calls.

use crate::pass::Pass;
use crate::rewrite::Rewriter;
use kiln_hlo::{Attrs, CompId, Computation, Error, InstrId, Module};

pub struct Dce;

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, mut module: Module) -> Result<(Module, usize), Error> {
        let mut changes = 0;
        for comp in &mut module.computations {
            let live = live_instructions(comp);
            let dead = live.iter().filter(|l| !**l).count();
            if dead > 0 {
                remove_dead(comp, &live)?;
                changes += dead;
            }
        }
        let (module, removed) = remove_unreachable_computations(module);
        Ok((module, changes + removed))
    }
}

/// Instructions reachable from the root or a parameter, or with a side effect.
fn live_instructions(comp: &Computation) -> Vec<bool> {
    let n = comp.instructions.len();
    let mut live = vec![false; n];
    let mut stack: Vec<InstrId> = vec![comp.root];
    stack.extend(comp.parameters.iter().copied());
    stack.extend(
        comp.instructions
            .iter()
            .enumerate()
            .filter(|(_, i)| i.opcode.has_side_effect())
            .map(|(k, _)| InstrId(k as u32)),
    );
    while let Some(id) = stack.pop() {
        if id.index() >= n || live[id.index()] {
            continue;
        }
        live[id.index()] = true;
        let instr = comp.instr(id);
        stack.extend(instr.operands.iter().chain(&instr.control_predecessors));
    }
    live
}

fn remove_dead(comp: &mut Computation, live: &[bool]) -> Result<(), Error> {
    let mut rw = Rewriter::new(comp);
    for id in comp.post_order() {
        if live[id.index()] {
            rw.keep(id)?;
        }
    }
    match rw.finish_if_changed()? {
        Some(rebuild) => rebuild.apply(comp),
        None => Ok(()),
    }
}

/// Drops computations not reachable from the entry; returns how many were dropped.
fn remove_unreachable_computations(module: Module) -> (Module, usize) {
    let n = module.computations.len();
    let mut reachable = vec![false; n];
    let mut stack = vec![module.entry];
    while let Some(c) = stack.pop() {
        if c.index() >= n || reachable[c.index()] {
            continue;
        }
        reachable[c.index()] = true;
        for instr in &module.comp(c).instructions {
            stack.extend(instr.called_computations());
        }
    }
    let removed = reachable.iter().filter(|r| !**r).count();
    if removed == 0 {
        return (module, 0);
    }
    let mut new_index = vec![CompId(0); n];
    let mut next = 0u32;
    for (i, r) in reachable.iter().enumerate() {
        if *r {
            new_index[i] = CompId(next);
            next += 1;
        }
    }
    let mut out = module;
    out.entry = new_index[out.entry.index()];
    let comps = std::mem::take(&mut out.computations);
    out.computations = comps
        .into_iter()
        .zip(&reachable)
        .filter(|(_, r)| **r)
        .map(|(mut comp, _)| {
            for instr in &mut comp.instructions {
                remap_called(&mut instr.attrs, |c| new_index[c.index()]);
            }
            comp
        })
        .collect();
    (out, removed)
}

/// Applies `f` to every computation id an instruction's attributes name.
pub fn remap_called(attrs: &mut Attrs, f: impl Fn(CompId) -> CompId) {
    for slot in [
        &mut attrs.to_apply,
        &mut attrs.condition,
        &mut attrs.body,
        &mut attrs.true_computation,
        &mut attrs.false_computation,
        &mut attrs.select,
        &mut attrs.scatter,
    ]
    .into_iter()
    .flatten()
    {
        *slot = f(*slot);
    }
    for list in [&mut attrs.calls, &mut attrs.branch_computations]
        .into_iter()
        .flatten()
    {
        list.iter_mut().for_each(|c| *c = f(*c));
    }
}

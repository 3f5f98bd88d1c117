//! Rewriting a module callees-first, for passes that copy one computation's body into
//! another (inlining) or derive new computations from old ones (loop bodies with a new
//! state). When a caller is rewritten, its callees are already in their rewritten form, so
//! one sweep composes nested rewrites. New computations are appended to the module.

use crate::call_graph::callees_first;
use crate::dce::remap_called;
use crate::rewrite::Rewriter;
use kiln_hlo::{CompId, Computation, Error, InstrId, Module};
use std::collections::HashSet;

/// Computations a pass adds while rewriting one computation. Ids continue the module's.
pub struct NewComputations<'m> {
    module: &'m Module,
    comps: Vec<Computation>,
    /// Computation names in use, made on the first `add` (most rewrites add nothing).
    names: Option<HashSet<String>>,
}

impl<'m> NewComputations<'m> {
    fn new(module: &'m Module) -> Self {
        NewComputations {
            module,
            comps: Vec::new(),
            names: None,
        }
    }

    /// Adds `comp` (renamed `<name>.k<N>` if the name is taken) and returns its future id.
    pub fn add(&mut self, mut comp: Computation) -> CompId {
        let module = self.module;
        let names = self
            .names
            .get_or_insert_with(|| module.computations.iter().map(|c| c.name.clone()).collect());
        if names.contains(&comp.name) {
            let base = comp.name.clone();
            let mut suffix = 1;
            while names.contains(&format!("{base}.k{suffix}")) {
                suffix += 1;
            }
            comp.name = format!("{base}.k{suffix}");
        }
        names.insert(comp.name.clone());
        self.comps.push(comp);
        CompId((self.module.computations.len() + self.comps.len() - 1) as u32)
    }
}

/// What a visit sees: the module as rewritten so far (every callee of the computation being
/// rewritten is final), and the id of that computation.
pub struct Context<'a> {
    pub module: &'a Module,
    pub comp: CompId,
}

/// Rewrites every computation of `module`, callees before callers, with `visit` (called for
/// each old instruction in post order, as with [`crate::rewrite::rewrite_module`]).
/// Returns the new module and the change count; with no change, that is `module` as it was.
/// Computations in which nothing changed are not rebuilt. Unreachable computations are left
/// for DCE.
pub fn rewrite_callees_first(
    mut module: Module,
    mut visit: impl FnMut(&Context, &mut Rewriter, &mut NewComputations, InstrId) -> Result<(), Error>,
) -> Result<(Module, usize), Error> {
    let mut changes = 0;
    let mut any_added = false;
    // Computations rebuilt only to put them in post order: that is done only if something
    // else changes, so that a run without changes returns the module as it was.
    let mut reordered = Vec::new();
    for comp_id in callees_first(&module) {
        let (rebuild, changed, mut new_comps) = {
            let mut added = NewComputations::new(&module);
            let ctx = Context {
                module: &module,
                comp: comp_id,
            };
            let old = module.comp(comp_id);
            let mut rw = Rewriter::new(old);
            for id in old.post_order() {
                visit(&ctx, &mut rw, &mut added, id)?;
            }
            let changed = rw.changes;
            (rw.finish_if_changed()?, changed, added.comps)
        };
        changes += changed;
        match rebuild {
            Some(rebuild) if changed == 0 => reordered.push((comp_id, rebuild)),
            Some(rebuild) => rebuild.apply(&mut module.computations[comp_id.index()])?,
            None => {}
        }
        any_added |= !new_comps.is_empty();
        module.computations.append(&mut new_comps);
    }
    if changes == 0 {
        return Ok((module, 0));
    }
    for (comp_id, rebuild) in reordered {
        rebuild.apply(&mut module.computations[comp_id.index()])?;
    }
    if any_added {
        module = sort_callees_first(module);
    }
    Ok((module, changes))
}

/// Reorders the computations so that callees come before callers (as XLA prints them),
/// keeping the existing order where it already is such an order.
pub fn sort_callees_first(mut module: Module) -> Module {
    let order = callees_first(&module);
    if order.iter().enumerate().all(|(i, c)| c.index() == i) {
        return module;
    }
    let mut new_index = vec![CompId(0); order.len()];
    for (position, old) in order.iter().enumerate() {
        new_index[old.index()] = CompId(position as u32);
    }
    let mut slots: Vec<Option<Computation>> = std::mem::take(&mut module.computations)
        .into_iter()
        .map(Some)
        .collect();
    module.computations = order
        .iter()
        .filter_map(|old| slots[old.index()].take())
        .collect();
    for comp in &mut module.computations {
        for instr in &mut comp.instructions {
            remap_called(&mut instr.attrs, |c| {
                new_index.get(c.index()).copied().unwrap_or(c)
            });
        }
    }
    module.entry = new_index[module.entry.index()];
    module
}

//! Fusion for the CPU backend ("fusion"): groups instructions into `fusion` instructions that
//! the backend compiles one kernel each, so intermediate values stay in registers instead of
//! going through memory. The rules follow XLA's `InstructionFusion` with XLA:CPU's cost model:
//!
//! * kLoop ([`loop_fusion`]): elementwise ops and ops computed by index arithmetic
//!   (broadcast, reshape, transpose, slice, pad, concatenate, iota, reverse, dynamic-slice,
//!   gather) fused producer into consumer, with small constants copied in. Parameters are
//!   never fused.
//! * kInput ([`reduction_fusion`]): a reduce with a simple associative reducer takes the
//!   producers of its input, and may carry an elementwise epilogue on its results.
//! * kOutput ([`output_fusion`]): a dot or convolution with the elementwise epilogue that
//!   consumes its result (bias, activation, scaling).
//! * Multi-output ([`multi_output`]): sibling reductions over the same input share one pass.
//!
//! Expensive producers (exp, log, tanh, divide, ...) are never duplicated, nor fused where
//! their elements would be read several times ([`legality`]). Nothing with a side effect,
//! control flow, calls, sort, scatter, custom calls, fft, linear algebra, rng, tuples or
//! get-tuple-element is fused; instructions with control edges keep their place.
//!
//! Elementwise and index ops that nothing fuses with still become single-instruction kLoop
//! fusions (and lone reduces kInput fusions), so the backend only compiles fusions. Left as
//! they are: parameters, constants, tuples, get-tuple-element, bitcasts and reshapes between
//! row-major layouts (pure renames of a buffer), dots and convolutions without an epilogue
//! (library calls) and everything unfusible.
//!
//! The pass rewrites the sequential computations: the entry and, transitively, the bodies and
//! conditions of loops, conditional branches and called computations. Reducers, comparators
//! and other per-element lambdas are left alone. Each fused computation is placed just before
//! the computation that calls it, as XLA prints them.

pub mod emit;
pub mod graph;
pub mod kind;
pub mod legality;
pub mod loop_fusion;
pub mod multi_output;
pub mod output_fusion;
pub mod reduction_fusion;

use crate::dce::remap_called;
use crate::pass::Pass;
use emit::{emit, Names};
use graph::{FusionGraph, GroupId};
use kiln_hlo::{CompId, Computation, Error, FusionKind, Module, Opcode};
use kind::classify;
use legality::is_pure_rename;
use loop_fusion::{fuse_producers_into_consumers, Rules};

pub struct Fusion;

impl Pass for Fusion {
    fn name(&self) -> &'static str {
        "fusion"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        let sequential = sequential_computations(module);
        let mut names = Names::new(module);
        let mut out = module.clone();
        let mut fused: Vec<(usize, Computation)> = Vec::new();
        let mut fusions = 0;
        for (index, comp) in module.computations.iter().enumerate() {
            if !sequential[index] {
                continue;
            }
            check_ids(module, comp)?;
            let graph = FusionGraph::new(comp);
            let rules = Rules::new(module, &graph);
            let graph = plan(module, &rules, graph);
            let kinds = fusion_kinds(module, &rules, &graph);
            let count = kinds.iter().flatten().count();
            if count == 0 {
                continue;
            }
            let first_id = module.computations.len() + fused.len();
            let emitted = emit(&graph, &kinds, &mut names, first_id)?;
            out.computations[index] = emitted.computation;
            fused.extend(emitted.fused.into_iter().map(|c| (index, c)));
            fusions += count;
        }
        if fusions == 0 {
            return Ok((module.clone(), 0));
        }
        Ok((place_before_callers(out, fused), fusions))
    }
}

/// The fusion decisions for one computation.
fn plan<'c>(module: &Module, rules: &Rules, mut graph: FusionGraph<'c>) -> FusionGraph<'c> {
    fuse_producers_into_consumers(&mut graph, rules);
    multi_output::merge_sibling_reductions(&mut graph, module);
    multi_output::merge_loop_producers(&mut graph, module, rules);
    split_invalid_groups(module, &mut graph);
    graph
}

/// Every step that grows a group checks the result, and no step invalidates a group formed
/// earlier; should one still not classify, its instructions are left unfused rather than
/// failing the compile over a missed optimization. Splitting only turns values a group output
/// back into plain instructions, which can make other groups valid but never invalid; the
/// check still repeats until nothing changes.
fn split_invalid_groups(module: &Module, graph: &mut FusionGraph) {
    loop {
        let invalid: Vec<GroupId> = graph
            .live_groups()
            .filter(|&g| {
                let group = &graph.groups[g];
                let fused = group.members.len() > 1 || group.roots.len() > 1;
                fused && classify(graph, module, &group.members, &group.roots).is_none()
            })
            .collect();
        if invalid.is_empty() {
            return;
        }
        for g in invalid {
            graph.split(g);
        }
    }
}

/// Per group: the kind of fusion it becomes, or `None` for an instruction left as it is.
/// Groups of several instructions are valid fusions ([`split_invalid_groups`]).
fn fusion_kinds(module: &Module, rules: &Rules, graph: &FusionGraph) -> Vec<Option<FusionKind>> {
    let comp = graph.comp;
    let mut kinds = vec![None; graph.groups.len()];
    for g in graph.live_groups() {
        let group = &graph.groups[g];
        let kind = classify(graph, module, &group.members, &group.roots);
        let single = group.roots[0];
        let instr = comp.instr(single);
        let left_alone = group.members.len() == 1
            && group.roots.len() == 1
            && (instr.opcode == Opcode::Constant
                || rules.is_pinned(single)
                || is_pure_rename(comp, instr));
        if !left_alone {
            kinds[g] = kind;
        }
    }
    kinds
}

/// The pass indexes operands, control predecessors and the root directly: check they exist
/// (the verifier does, but a pass may be handed an unverified module).
fn check_ids(module: &Module, comp: &Computation) -> Result<(), Error> {
    let n = comp.instructions.len();
    let bad = |what: &str| {
        Error::msg(format!(
            "fusion of {} in {}: {what} refers to a missing instruction",
            comp.name, module.name
        ))
    };
    if comp.root.index() >= n || comp.parameters.iter().any(|p| p.index() >= n) {
        return Err(bad("the root or a parameter"));
    }
    for instr in &comp.instructions {
        let mut ids = instr.operands.iter().chain(&instr.control_predecessors);
        if ids.any(|o| o.index() >= n) {
            return Err(bad(&instr.name));
        }
    }
    Ok(())
}

/// Computations that run as programs: the entry, and what while loops, conditionals and calls
/// in them run. A computation that is also a reducer, comparator or other lambda is excluded.
fn sequential_computations(module: &Module) -> Vec<bool> {
    let n = module.computations.len();
    let mut lambda = vec![false; n];
    for comp in &module.computations {
        for instr in &comp.instructions {
            let program: Vec<CompId> = program_callees(instr);
            for c in instr.called_computations() {
                if !program.contains(&c) && c.index() < n {
                    lambda[c.index()] = true;
                }
            }
        }
    }
    let mut sequential = vec![false; n];
    let mut stack = vec![module.entry];
    while let Some(c) = stack.pop() {
        if c.index() >= n || sequential[c.index()] {
            continue;
        }
        sequential[c.index()] = true;
        for instr in &module.comp(c).instructions {
            stack.extend(program_callees(instr));
        }
    }
    (0..n).map(|i| sequential[i] && !lambda[i]).collect()
}

/// The computations an instruction runs as whole programs (not per element).
fn program_callees(instr: &kiln_hlo::Instruction) -> Vec<CompId> {
    let a = &instr.attrs;
    match instr.opcode {
        Opcode::Call => a.to_apply.into_iter().collect(),
        Opcode::While => a.condition.into_iter().chain(a.body).collect(),
        Opcode::Conditional => a
            .true_computation
            .into_iter()
            .chain(a.false_computation)
            .chain(a.branch_computations.iter().flatten().copied())
            .collect(),
        _ => Vec::new(),
    }
}

/// Appends the fused computations, each just before its caller, renumbering every reference.
fn place_before_callers(mut module: Module, fused: Vec<(usize, Computation)>) -> Module {
    let old_count = module.computations.len();
    let mut order: Vec<usize> = Vec::with_capacity(old_count + fused.len());
    for caller in 0..old_count {
        order.extend(
            fused
                .iter()
                .enumerate()
                .filter(|(_, (c, _))| *c == caller)
                .map(|(k, _)| old_count + k),
        );
        order.push(caller);
    }
    let mut new_index = vec![CompId(0); order.len()];
    for (position, &old) in order.iter().enumerate() {
        new_index[old] = CompId(position as u32);
    }
    let mut all: Vec<Option<Computation>> = std::mem::take(&mut module.computations)
        .into_iter()
        .chain(fused.into_iter().map(|(_, c)| c))
        .map(Some)
        .collect();
    module.computations = order.iter().filter_map(|&i| all[i].take()).collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A group the pass's checks would never form (two reduces behind one root) is split
    /// back into its instructions, and the computation still emits.
    #[test]
    fn an_invalid_group_is_split_back_into_unfused_instructions() {
        let module = kiln_hlo::parse_module(
            r#"
HloModule m

add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] add(x, y)
}

ENTRY main {
  a = f32[4,6] parameter(0)
  zero = f32[] constant(0)
  r1 = f32[4] reduce(a, zero), dimensions={1}, to_apply=add
  r2 = f32[4] reduce(a, zero), dimensions={1}, to_apply=add
  ROOT r = f32[4] add(r1, r2)
}
"#,
        )
        .expect("parses");
        let comp = module.comp(module.entry);
        let id = |name: &str| {
            let at = comp.instructions.iter().position(|i| i.name == name);
            kiln_hlo::InstrId(at.expect("instruction") as u32)
        };
        let mut graph = FusionGraph::new(comp);
        let root_group = graph.materializer[id("r").index()].expect("materialized");
        graph.fuse(root_group, id("r1"));
        graph.fuse(root_group, id("r2"));
        split_invalid_groups(&module, &mut graph);
        for g in graph.live_groups() {
            assert_eq!(graph.groups[g].members.len(), 1, "{:?}", graph.groups[g]);
        }
        let rules = Rules::new(&module, &graph);
        let kinds = fusion_kinds(&module, &rules, &graph);
        let emitted = emit(&graph, &kinds, &mut Names::new(&module), 1).expect("emits");
        assert_eq!(
            emitted.fused.len(),
            3,
            "r1, r2 and r each a fusion of its own"
        );
    }
}

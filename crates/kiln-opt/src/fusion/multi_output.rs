//! Multi-output (sibling) fusion: reductions that read the same input in the same loop nest
//! become one fusion with a tuple of results, so the input is read once (a mean and a mean
//! of squares over the same rows, say). Users read each result through get-tuple-element.
//!
//! Deliberately limited: only reduction fusions with the same input dimensions and the same
//! reduced dimensions are merged, at most [`MAX_OUTPUTS`] per fusion, and only when neither
//! depends on the other through any path (merging dependent groups would create a cycle).

use super::graph::{FusionGraph, GroupId};
use super::kind::classify;
use super::legality::element_count;
use kiln_hlo::{FusionKind, InstrId, Module, Opcode};

/// XLA:CPU caps the reductions in one fusion to keep kernels (and compile times) small.
pub const MAX_OUTPUTS: usize = 4;

/// Merges sibling reduction fusions that share an input; returns how many merges were made.
pub fn merge_sibling_reductions(graph: &mut FusionGraph, module: &Module) -> usize {
    let mut merges = 0;
    let order = graph.order.clone();
    for shared in order {
        if graph.materializer[shared.index()].is_none()
            || element_count(&graph.comp.instr(shared).shape) <= 1
        {
            continue;
        }
        let siblings: Vec<GroupId> = graph
            .readers(shared)
            .into_iter()
            .filter(|&g| reduces_input(graph, g, shared))
            .collect();
        for (i, &into) in siblings.iter().enumerate() {
            for &from in &siblings[i + 1..] {
                let both_alive = graph.groups[into].alive && graph.groups[from].alive;
                if both_alive && mergeable(graph, module, into, from) {
                    graph.merge(into, from);
                    merges += 1;
                }
            }
        }
    }
    merges
}

/// The first reduce of group `g`, if it has one.
fn reduce_of(graph: &FusionGraph, g: GroupId) -> Option<InstrId> {
    graph.groups[g]
        .members
        .iter()
        .copied()
        .find(|m| graph.comp.instr(*m).opcode == Opcode::Reduce)
}

/// Whether group `g` reduces over `value`: `value` feeds its reduce's input (not only an
/// epilogue), so merging with a sibling shares the pass over `value`.
fn reduces_input(graph: &FusionGraph, g: GroupId, value: InstrId) -> bool {
    let Some(r) = reduce_of(graph, g) else {
        return false;
    };
    let members = &graph.groups[g].members;
    graph
        .uses_within(members, value)
        .any(|(m, k)| (m == r && k == 0) || (m != r && graph.downstream(members, m).contains(&r)))
}

fn mergeable(graph: &FusionGraph, module: &Module, a: GroupId, b: GroupId) -> bool {
    let (Some(ra), Some(rb)) = (reduce_of(graph, a), reduce_of(graph, b)) else {
        return false;
    };
    let comp = graph.comp;
    let (ia, ib) = (comp.instr(ra), comp.instr(rb));
    let input_dims = |r: &kiln_hlo::Instruction| {
        r.operands
            .first()
            .map(|o| comp.instr(*o).shape.dims().to_vec())
    };
    let same_loop_nest =
        input_dims(ia) == input_dims(ib) && ia.attrs.dimensions == ib.attrs.dimensions;
    let (ga, gb) = (&graph.groups[a], &graph.groups[b]);
    if !same_loop_nest || ga.roots.len() + gb.roots.len() > MAX_OUTPUTS {
        return false;
    }
    let members = ga.members.union(&gb.members).copied().collect();
    let roots: Vec<InstrId> = ga.roots.iter().chain(&gb.roots).copied().collect();
    classify(graph, module, &members, &roots) == Some(FusionKind::Input)
        && !graph.depends_on(a, b)
        && !graph.depends_on(b, a)
}

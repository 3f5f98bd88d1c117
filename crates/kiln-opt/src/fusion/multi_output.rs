//! Multi-output fusion: reductions that read the same input in the same loop nest become one
//! fusion with a tuple of results, so the input is read once (a mean and a mean of squares
//! over the same rows, say); and a loop fusion joins a loop fusion of the same dimensions that
//! reads its result element for element (producer-consumer, [`merge_loop_producers`]), so
//! the value stays in registers. Users read each result through get-tuple-element.
//!
//! Deliberately limited: only reduction fusions with the same input dimensions and the same
//! reduced dimensions are merged, at most [`MAX_OUTPUTS`] per fusion, and only when neither
//! depends on the other through any path (merging dependent groups would create a cycle).

use super::graph::{FusionGraph, GroupId};
use super::kind::classify;
use super::legality::{element_count, is_elementwise_op};
use super::loop_fusion::Rules;
use kiln_hlo::{FusionKind, InstrId, Module, Opcode};

/// XLA:CPU caps the reductions in one fusion to keep kernels (and compile times) small.
pub const MAX_OUTPUTS: usize = 4;

/// Most results of a loop fusion grown by [`merge_loop_producers`].
pub const MAX_LOOP_OUTPUTS: usize = 4;

/// Most instructions in a loop fusion grown by [`merge_loop_producers`]: its kernel, and its
/// compile time, stay bounded.
pub const MAX_LOOP_MEMBERS: usize = 200;

/// Producer-consumer multi-output fusion of loop fusions (XLA's multi-output fusion of a
/// producer into its consumer): a loop fusion whose result another loop fusion of the same
/// dimensions reads, element for element (each user in the consumer an elementwise op of
/// those dimensions, so no element is computed twice), joins it; the result stays an output
/// of the merged fusion only where something else reads it. A value the fusion pass left
/// materialized because two fusions read it (an expensive op, or one shared by several
/// chains: the rounds of a counter-based random number generator, where every round's sum
/// feeds both the next sum and the next xor) is then computed once, in registers, instead of
/// being written and read back. Merges that would make a fusion read its own result through
/// another group (a cycle) are refused, as are groups with an instruction that keeps its place
/// (`rules`: control edges). Returns how many merges were made.
pub fn merge_loop_producers(graph: &mut FusionGraph, module: &Module, rules: &Rules) -> usize {
    let mut merges = 0;
    let order = graph.order.clone();
    // A merge can make another possible (a second path from a producer to a consumer runs
    // through the group just merged): passes repeat until one merges nothing.
    loop {
        let before = merges;
        for &value in &order {
            let Some(producer) = graph.materializer[value.index()] else {
                continue;
            };
            if !graph.groups[producer].alive || !is_loop(graph, module, producer) {
                continue;
            }
            for consumer in graph.readers(value) {
                let ok = consumer != producer
                    && !pinned(graph, rules, consumer)
                    && !pinned(graph, rules, producer)
                    && loop_mergeable(graph, module, consumer, producer);
                if ok {
                    graph.merge(consumer, producer);
                    drop_internal_roots(graph, consumer);
                    merges += 1;
                    break;
                }
            }
        }
        if merges == before {
            return merges;
        }
    }
}

fn pinned(graph: &FusionGraph, rules: &Rules, g: GroupId) -> bool {
    graph.groups[g].members.iter().any(|&m| rules.is_pinned(m))
}

fn is_loop(graph: &FusionGraph, module: &Module, g: GroupId) -> bool {
    let group = &graph.groups[g];
    classify(graph, module, &group.members, &group.roots) == Some(FusionKind::Loop)
}

/// Whether loop group `producer` may join loop group `consumer` (see
/// [`merge_loop_producers`]).
fn loop_mergeable(
    graph: &FusionGraph,
    module: &Module,
    consumer: GroupId,
    producer: GroupId,
) -> bool {
    let comp = graph.comp;
    let (gc, gp) = (&graph.groups[consumer], &graph.groups[producer]);
    if !gc.alive || gc.members.len() + gp.members.len() > MAX_LOOP_MEMBERS {
        return false;
    }
    let dims = |g: &super::graph::Group| comp.instr(g.roots[0]).shape.dims().to_vec();
    if dims(gc) != dims(gp) || !is_loop(graph, module, consumer) {
        return false;
    }
    // Every read of the producer's results inside the consumer is elementwise, at the same
    // index.
    let read_elementwise = gp.roots.iter().all(|&r| {
        graph.uses_within(&gc.members, r).all(|(user, _)| {
            let u = comp.instr(user);
            is_elementwise_op(comp, u) && u.shape.dims() == comp.instr(r).shape.dims()
        })
    });
    if !read_elementwise {
        return false;
    }
    // No other path from the producer to the consumer: every other group the consumer reads
    // must not depend on the producer.
    let other_inputs_independent =
        graph
            .inputs(consumer)
            .iter()
            .all(|input| match graph.materializer[input.index()] {
                Some(h) if h != producer => !graph.depends_on(h, producer),
                _ => true,
            });
    if !other_inputs_independent {
        return false;
    }
    let members = gc.members.union(&gp.members).copied().collect();
    let roots: Vec<InstrId> = gc
        .roots
        .iter()
        .chain(&gp.roots)
        .copied()
        .filter(|&r| outside_reads(graph, r, consumer, producer))
        .collect();
    roots.len() <= MAX_LOOP_OUTPUTS
        && classify(graph, module, &members, &roots) == Some(FusionKind::Loop)
}

/// Whether `value` is read by anything but groups `a` and `b` (or is the computation's root).
fn outside_reads(graph: &FusionGraph, value: InstrId, a: GroupId, b: GroupId) -> bool {
    value == graph.comp.root || graph.readers(value).iter().any(|&r| r != a && r != b)
}

/// Drops the roots of group `g` that nothing outside it reads (keeping the first, the value
/// it grew from, if it would lose every root).
fn drop_internal_roots(graph: &mut FusionGraph, g: GroupId) {
    let roots = graph.groups[g].roots.clone();
    let kept: Vec<InstrId> = roots
        .iter()
        .copied()
        .filter(|&r| graph.needed_outside(r, g))
        .collect();
    let kept = if kept.is_empty() {
        vec![roots[0]]
    } else {
        kept
    };
    for r in &roots {
        if !kept.contains(r) {
            graph.materializer[r.index()] = None;
        }
    }
    graph.groups[g].roots = kept;
}

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

//! Reduction (kInput) fusion: a `reduce` whose input is computed by fused producers (the
//! elementwise and index ops feeding it), so the input is never written to memory.
//!
//! A cheap epilogue may follow the reduce in the same fusion: elementwise ops (and reshapes
//! that keep the element order) applied to each reduced value, such as the divide
//! that turns a sum into a mean. XLA:GPU keeps the reduce as the root; XLA:CPU fuses reduces
//! into loop consumers that read each element once. Kiln takes the middle road: the epilogue
//! maps reduce outputs one to one onto fusion outputs, so the kernel applies it to each value
//! as it finishes reducing, with no second loop nest.
//!
//! Reducers that are one associative op of their two parameters (`add`, `multiply`,
//! `maximum`, `minimum`, `and`, `or`) fuse with producers and epilogues alike, so the kernel
//! can reduce in any order and vectorize. A variadic (argmax style) reduce fuses its
//! producers only: it is the fusion's one reduce and its root, its tuple of results read
//! through get-tuple-element as before. The index operand of an argmax is an iota broadcast
//! to the input's shape; unfused, that array was written and read back in full (`argmax`
//! over axis 0 of f32[4096,4096]: 128 MiB of s64 indices, 139 -> 66 ms).

use super::graph::FusionGraph;
use super::legality::{is_elementwise_op, is_loop_fusible, preserves_element_order, static_array};
use kiln_hlo::{CompId, Computation, InstrId, Instruction, Module, Opcode};
use std::collections::BTreeSet;

/// A single-output `reduce` with a simple associative reducer.
pub fn is_simple_reduce(module: &Module, comp: &Computation, instr: &Instruction) -> bool {
    instr.opcode == Opcode::Reduce
        && instr.operands.len() == 2
        && static_array(&instr.shape)
        && instr
            .operands
            .iter()
            .all(|o| static_array(&comp.instr(*o).shape))
        && instr
            .attrs
            .to_apply
            .is_some_and(|r| is_simple_reducer(module, r))
}

/// A `reduce` of several inputs at once (`(values, indices)` for an argmax) over static
/// arrays, whose result is a tuple of static arrays.
pub fn is_variadic_reduce(instr: &Instruction, comp: &Computation) -> bool {
    let n = instr.operands.len();
    instr.opcode == Opcode::Reduce
        && n >= 4
        && n.is_multiple_of(2)
        && instr.attrs.to_apply.is_some()
        && instr
            .operands
            .iter()
            .all(|o| static_array(&comp.instr(*o).shape))
        && instr
            .shape
            .as_tuple()
            .is_some_and(|parts| parts.iter().all(static_array))
}

/// The reducer's root is one associative binary op applied to its two parameters.
pub fn is_simple_reducer(module: &Module, reducer: CompId) -> bool {
    let Some(comp) = module.computations.get(reducer.index()) else {
        return false;
    };
    let [p0, p1] = comp.parameters[..] else {
        return false;
    };
    let Some(root) = comp.instructions.get(comp.root.index()) else {
        return false;
    };
    let associative = matches!(
        root.opcode,
        Opcode::Add
            | Opcode::Multiply
            | Opcode::Maximum
            | Opcode::Minimum
            | Opcode::And
            | Opcode::Or
    );
    associative && (root.operands == [p0, p1] || root.operands == [p1, p0])
}

/// Whether `members` (with `roots`), containing reduces, form a valid reduction fusion: one
/// reduce per root, every root is its reduce or an epilogue of it, and everything else is a
/// loop-fusible op feeding the reduces or their epilogues.
pub fn is_input_fusion(
    graph: &FusionGraph,
    module: &Module,
    members: &BTreeSet<InstrId>,
    roots: &[InstrId],
) -> bool {
    let comp = graph.comp;
    let reduces: Vec<InstrId> = members
        .iter()
        .copied()
        .filter(|m| comp.instr(*m).opcode == Opcode::Reduce)
        .collect();
    if reduces.len() != roots.len() {
        return false;
    }
    if let [r] = reduces[..] {
        if is_variadic_reduce(comp.instr(r), comp) {
            // Producers only: the reduce is the one root, with no epilogue.
            return roots == [r]
                && members
                    .iter()
                    .all(|m| *m == r || is_loop_fusible(comp, comp.instr(*m)));
        }
    }
    let mut covered = BTreeSet::new();
    for &r in &reduces {
        if !is_simple_reduce(module, comp, comp.instr(r)) {
            return false;
        }
        let epilogue = graph.downstream(members, r);
        if !epilogue
            .iter()
            .all(|e| is_epilogue_op(comp, comp.instr(*e)))
        {
            return false;
        }
        let reached: Vec<&InstrId> = roots
            .iter()
            .filter(|root| **root == r || epilogue.contains(root))
            .collect();
        // Each reduce ends in exactly one root, and no two reduces share an epilogue.
        if reached.len() != 1 || !covered.insert(*reached[0]) {
            return false;
        }
    }
    members.iter().all(|m| {
        let instr = comp.instr(*m);
        instr.opcode == Opcode::Reduce || is_loop_fusible(comp, instr)
    }) && !epilogue_reads(graph, members, |op| graph.computed_by_reduction(op))
}

/// Whether the reduction fusion `members` would stop being valid if `values` (which it reads
/// from outside) became reduction results: its epilogue side reads one of them. The fusion
/// pass asks this before it fuses a reduce into the group that outputs `values`, so a
/// decision taken earlier is never undone by a later one.
pub fn epilogue_reads_any(
    graph: &FusionGraph,
    members: &BTreeSet<InstrId>,
    values: &[InstrId],
) -> bool {
    let has_reduce = members
        .iter()
        .any(|m| graph.comp.instr(*m).opcode == Opcode::Reduce);
    has_reduce && epilogue_reads(graph, members, |op| values.contains(&op))
}

/// Whether the epilogue side (members no reduce input depends on) reads, from outside, a
/// value `is_reduction_result` holds for. An epilogue reading another reduction's result
/// (`E[x^2] - E[x]^2`) would tie this reduction to the other one and stop the two from
/// sharing a multi-output fusion over their common input, which saves far more than fusing
/// the epilogue does; the combining op becomes a small loop fusion instead.
fn epilogue_reads(
    graph: &FusionGraph,
    members: &BTreeSet<InstrId>,
    is_reduction_result: impl Fn(InstrId) -> bool,
) -> bool {
    let reduces: Vec<InstrId> = members
        .iter()
        .copied()
        .filter(|m| graph.comp.instr(*m).opcode == Opcode::Reduce)
        .collect();
    let input_side: BTreeSet<InstrId> = reduces
        .iter()
        .flat_map(|r| graph.upstream(members, *r))
        .collect();
    members
        .iter()
        .filter(|m| !input_side.contains(m) && !reduces.contains(m))
        .flat_map(|m| graph.comp.instr(*m).operands.iter())
        .any(|op| !members.contains(op) && is_reduction_result(*op))
}

/// An op applied to each reduced value on its own: elementwise, or a reshape that keeps
/// the element order.
fn is_epilogue_op(comp: &Computation, instr: &Instruction) -> bool {
    is_elementwise_op(comp, instr) || preserves_element_order(comp, instr)
}

//! Which kind of fusion a set of instructions makes, if any: the one check every fusion
//! decision ends with, so a group is valid after every step that grows it.

use super::graph::FusionGraph;
use super::legality::{is_loop_fusible, is_loop_root_only};
use super::output_fusion::{is_library_op, is_output_fusion};
use super::reduction_fusion::is_input_fusion;
use kiln_hlo::{FusionKind, InstrId, Module, Opcode};
use std::collections::BTreeSet;

/// The kind of fusion `members` computing `roots` would be: kOutput around one dot or
/// convolution, kInput around reduces, kLoop for elementwise and index ops only; `None` if
/// the set is not a fusion the backend can compile.
pub fn classify(
    graph: &FusionGraph,
    module: &Module,
    members: &BTreeSet<InstrId>,
    roots: &[InstrId],
) -> Option<FusionKind> {
    let comp = graph.comp;
    let library: Vec<InstrId> = members
        .iter()
        .copied()
        .filter(|m| is_library_op(comp, comp.instr(*m)))
        .collect();
    let has_reduce = members
        .iter()
        .any(|m| comp.instr(*m).opcode == Opcode::Reduce);
    match (library.as_slice(), has_reduce) {
        ([], false) => is_loop_fusion(graph, members, roots).then_some(FusionKind::Loop),
        ([], true) => is_input_fusion(graph, module, members, roots).then_some(FusionKind::Input),
        ([product], false) => {
            is_output_fusion(graph, members, roots, *product).then_some(FusionKind::Output)
        }
        _ => None,
    }
}

/// Every member loop-fusible, except that a single root may be a dynamic-update-slice;
/// several roots (a multi-output loop fusion) share one loop nest: the same dimensions.
fn is_loop_fusion(graph: &FusionGraph, members: &BTreeSet<InstrId>, roots: &[InstrId]) -> bool {
    let comp = graph.comp;
    let Some(&first) = roots.first() else {
        return false;
    };
    let dims = comp.instr(first).shape.dims();
    let one_nest = roots.iter().all(|r| comp.instr(*r).shape.dims() == dims);
    one_nest
        && members.iter().all(|m| {
            let instr = comp.instr(*m);
            is_loop_fusible(comp, instr) || (roots == [*m] && is_loop_root_only(comp, instr))
        })
}

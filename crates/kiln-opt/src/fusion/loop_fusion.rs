//! Producer-into-consumer fusion, XLA's `InstructionFusion` driver with XLA:CPU's rules.
//!
//! Consumers are visited from the root towards the parameters (reverse post order), so every
//! reader of a producer has had its chance to fuse it before the producer itself becomes a
//! consumer. A consumer's group repeatedly takes its latest input (the one nearest to it),
//! so a producer is judged after every member that reads it has joined. Whether the result
//! is a loop, reduction or output fusion is decided by [`classify`] on the grown set.
//!
//! Duplication: a producer that other groups also read is copied into the consumer only
//! when it is cheap ([`is_expensive`]); never when it has several large inputs and reads more
//! data than it writes (XLA's `ComputeGloballyUnfusible`), nor when it feeds both a
//! max-reduce and the `exp(x - max)` shift of a softmax: a recomputed copy could round
//! differently from the one the max was taken over, and exp turns that into inf/NaN.

use super::graph::{FusionGraph, GroupId};
use super::kind::classify;
use super::legality::{
    effectively_unary, is_elementwise_op, is_expensive, is_loop_fusible, is_loop_root_only,
    reads_more_than_it_writes, reuses_operand,
};
use super::output_fusion::is_library_op;
use super::reduction_fusion::{epilogue_reads_any, is_simple_reduce, is_variadic_reduce};
use kiln_hlo::{Computation, InstrId, Instruction, Module, Opcode};
use std::collections::{BTreeSet, BinaryHeap, HashMap, HashSet};

/// The fusion decisions for one computation.
pub struct Rules<'m> {
    module: &'m Module,
    /// Parameters and instructions with control edges: they keep their place in the schedule.
    pinned: Vec<bool>,
    do_not_duplicate: Vec<bool>,
}

impl<'m> Rules<'m> {
    pub fn new(module: &'m Module, graph: &FusionGraph) -> Self {
        let comp = graph.comp;
        let mut pinned: Vec<bool> = comp
            .instructions
            .iter()
            .map(|i| i.opcode == Opcode::Parameter || !i.control_predecessors.is_empty())
            .collect();
        for instr in &comp.instructions {
            for p in &instr.control_predecessors {
                pinned[p.index()] = true;
            }
        }
        let mut rules = Rules {
            module,
            pinned,
            do_not_duplicate: Vec::new(),
        };
        rules.do_not_duplicate = (0..comp.instructions.len())
            .map(|i| rules.never_duplicate(graph, InstrId(i as u32)))
            .collect();
        rules
    }

    pub fn is_pinned(&self, id: InstrId) -> bool {
        self.pinned[id.index()]
    }

    /// Whether `c` can be the root a fusion grows from.
    fn can_be_consumer(&self, comp: &Computation, c: InstrId) -> bool {
        let instr = comp.instr(c);
        !self.pinned[c.index()]
            && ((is_loop_fusible(comp, instr) && instr.opcode != Opcode::Constant)
                || is_loop_root_only(comp, instr)
                || is_simple_reduce(self.module, comp, instr)
                || is_variadic_reduce(instr, comp))
    }

    /// Whether group `g` should absorb its input `p`.
    fn should_fuse(&self, graph: &FusionGraph, g: GroupId, p: InstrId) -> bool {
        let comp = graph.comp;
        let instr = comp.instr(p);
        if self.pinned[p.index()] || graph.singleton(p).is_none() {
            return false;
        }
        if graph.groups[g].members.len() >= MAX_FUSION_MEMBERS {
            return false;
        }
        let loop_op = is_loop_fusible(comp, instr);
        if !(loop_op || is_library_op(comp, instr) || is_simple_reduce(self.module, comp, instr)) {
            return false;
        }
        let expensive = is_expensive(comp, instr);
        let duplicates = graph.needed_outside(p, g);
        if duplicates && (!loop_op || expensive || self.do_not_duplicate[p.index()]) {
            return false;
        }
        let group = &graph.groups[g];
        if graph
            .uses_within(&group.members, p)
            .any(|(u, k)| never_fused_into(comp.instr(u), k))
        {
            return false;
        }
        if expensive && read_repeatedly(graph, &group.members, p) {
            return false;
        }
        if invalidates_readers(graph, g, p) {
            return false;
        }
        let mut candidate = group.members.clone();
        candidate.insert(p);
        classify(graph, self.module, &candidate, &group.roots).is_some()
    }

    /// XLA's global "do not duplicate" set, computed once per computation: producers whose
    /// copies would read more data than their materialized result, and the softmax shift.
    ///
    /// XLA still duplicates the first kind when every user can fuse it. Kiln does not: on a
    /// residual stream (`x1 = x + a`, `x2 = x1 + b`, ...) that recomputes every earlier add
    /// in every later fusion, reading all the earlier inputs again each time.
    fn never_duplicate(&self, graph: &FusionGraph, p: InstrId) -> bool {
        let comp = graph.comp;
        let instr = comp.instr(p);
        feeds_softmax_shift(self.module, graph, p)
            || (!effectively_unary(comp, instr) && reads_more_than_it_writes(comp, instr))
    }
}

/// The most instructions one fusion takes in. Checking a candidate costs time in the size of
/// the fusion, so an unbounded fusion made a long chain (an unrolled loop of elementwise
/// steps) quadratic to compile; a fusion this large gains nothing from growing further (its
/// one extra buffer is read and written once per thousand operations).
const MAX_FUSION_MEMBERS: usize = 1000;

/// The longest chain of members from a producer up to the consumer a fusion grew from. Code
/// generation builds each element of a fusion by recursion through its members, and bounds
/// that recursion (`kiln_codegen`'s lowering refuses graphs deeper than 400): an unrolled loop
/// of 2,500 `sin`/`add` steps became fusions of 500-deep chains that all fell back to the
/// interpreter (7x slower than XLA). Chains this long still amortize their one extra buffer
/// over hundreds of operations per element.
pub(crate) const MAX_FUSION_DEPTH: usize = 256;

/// Grows a fusion from every consumer, root first.
pub fn fuse_producers_into_consumers(graph: &mut FusionGraph, rules: &Rules) {
    let order = graph.order.clone();
    for &c in order.iter().rev() {
        let Some(g) = graph.singleton(c) else {
            continue;
        };
        if rules.can_be_consumer(graph.comp, c) {
            grow(graph, rules, g);
        }
    }
}

/// Offers group `g` each of its inputs once, latest first; accepted producers bring their
/// own operands in as new inputs. The inputs are kept up to date as producers join (only
/// they change them), not recomputed from the members at every step, which made long
/// chains quadratic.
fn grow(graph: &mut FusionGraph, rules: &Rules, g: GroupId) {
    // Each member's longest chain of members up to the group's root (the root's is 1). A
    // producer joins after the members that read it (latest first), so its users' depths
    // are known when it is offered.
    let mut depth: HashMap<InstrId, usize> = HashMap::new();
    let mut offered = HashSet::new();
    let mut pending = BinaryHeap::new();
    for p in graph.inputs(g) {
        if offered.insert(p) {
            pending.push((graph.position[p.index()], p));
        }
    }
    while let Some((_, p)) = pending.pop() {
        let below = graph
            .uses_within(&graph.groups[g].members, p)
            .map(|(u, _)| depth.get(&u).copied().unwrap_or(1))
            .max()
            .unwrap_or(0);
        if below >= MAX_FUSION_DEPTH || !rules.should_fuse(graph, g, p) {
            continue;
        }
        depth.insert(p, below + 1);
        graph.fuse(g, p);
        for &op in &graph.comp.instr(p).operands {
            if !graph.groups[g].members.contains(&op) && offered.insert(op) {
                pending.push((graph.position[op.index()], op));
            }
        }
    }
}

/// Whether fusing reduce `p` into group `g`, which has none yet, would turn `g`'s outputs
/// into reduction results that the epilogue of a reduction fusion already formed reads.
/// Readers come later in the computation, so they grew first; their groups were valid when
/// they were formed and must stay valid (an exp between two reduces, say: the consumer of
/// the first reduce took the broadcast of the exp, and the exp must not then take the
/// second reduce).
fn invalidates_readers(graph: &FusionGraph, g: GroupId, p: InstrId) -> bool {
    let comp = graph.comp;
    let is_reduce = |m: &InstrId| comp.instr(*m).opcode == Opcode::Reduce;
    let group = &graph.groups[g];
    if !is_reduce(&p) || group.members.iter().any(is_reduce) {
        return false;
    }
    group.roots.iter().any(|&root| {
        graph
            .readers(root)
            .into_iter()
            .filter(|&h| h != g)
            .any(|h| epilogue_reads_any(graph, &graph.groups[h].members, &group.roots))
    })
}

/// Operands a fusion never computes itself: the GEMM/convolution library reads its operands
/// from buffers, and a dynamic-update-slice updates its first operand's buffer in place.
fn never_fused_into(user: &Instruction, operand_index: usize) -> bool {
    match user.opcode {
        Opcode::Dot | Opcode::Convolution => true,
        Opcode::DynamicUpdateSlice => operand_index == 0,
        _ => false,
    }
}

/// Whether the fused computation of `members` would read elements of `value` more than once
/// (directly, or through members whose own elements are read more than once).
fn read_repeatedly(graph: &FusionGraph, members: &BTreeSet<InstrId>, value: InstrId) -> bool {
    let comp = graph.comp;
    let mut ordered: Vec<InstrId> = members.iter().copied().collect();
    ordered.sort_by_key(|m| std::cmp::Reverse(graph.position[m.index()]));
    let mut repeated: HashSet<InstrId> = HashSet::new();
    let reused_by_users = |v: InstrId, repeated: &HashSet<InstrId>| {
        graph
            .uses_within(members, v)
            .any(|(u, k)| reuses_operand(comp, comp.instr(u), k) || repeated.contains(&u))
    };
    for m in ordered {
        if reused_by_users(m, &repeated) {
            repeated.insert(m);
        }
    }
    reused_by_users(value, &repeated)
}

/// The softmax pattern XLA:CPU keeps materialized: `p` feeds a max-reduce and a subtract
/// of (a broadcast of) that max which is then exponentiated.
fn feeds_softmax_shift(module: &Module, graph: &FusionGraph, p: InstrId) -> bool {
    let comp = graph.comp;
    if !is_elementwise_op(comp, comp.instr(p)) {
        return false;
    }
    let max_reduces: Vec<InstrId> = graph
        .users(p)
        .iter()
        .filter(|(u, k)| *k == 0 && is_max_reduce(module, comp.instr(*u)))
        .map(|(u, _)| *u)
        .collect();
    if max_reduces.is_empty() {
        return false;
    }
    graph.users(p).iter().any(|&(s, k)| {
        let subtract = comp.instr(s);
        let shift = if k == 0 { 1 } else { 0 };
        subtract.opcode == Opcode::Subtract
            && subtract
                .operands
                .get(shift)
                .is_some_and(|v| max_reduces.iter().any(|r| derives_from(comp, *v, *r)))
            && graph
                .users(s)
                .iter()
                .any(|(e, _)| comp.instr(*e).opcode == Opcode::Exp)
    })
}

fn is_max_reduce(module: &Module, instr: &Instruction) -> bool {
    instr.opcode == Opcode::Reduce
        && instr
            .attrs
            .to_apply
            .and_then(|c| module.computations.get(c.index()))
            .and_then(|reducer| reducer.instructions.get(reducer.root.index()))
            .is_some_and(|root| root.opcode == Opcode::Maximum)
}

/// Whether `value` is `target` seen through broadcasts, reshapes, conversions and
/// max/min clamps (how JAX spells "the row max, broadcast back"), a few steps deep.
fn derives_from(comp: &Computation, value: InstrId, target: InstrId) -> bool {
    const MAX_STEPS: usize = 8;
    let mut frontier = vec![value];
    for _ in 0..MAX_STEPS {
        if frontier.contains(&target) {
            return true;
        }
        frontier = frontier
            .iter()
            .flat_map(|v| {
                let instr = comp.instr(*v);
                let see_through = matches!(
                    instr.opcode,
                    Opcode::Broadcast
                        | Opcode::Reshape
                        | Opcode::Bitcast
                        | Opcode::Copy
                        | Opcode::Convert
                        | Opcode::Maximum
                        | Opcode::Minimum
                );
                if see_through {
                    instr.operands.clone()
                } else {
                    Vec::new()
                }
            })
            .collect();
    }
    frontier.contains(&target)
}

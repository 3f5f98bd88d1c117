//! Output (kOutput) fusion: a `dot` or `convolution` with the elementwise epilogue that
//! consumes its result (bias add, activation, scaling) in one fusion.
//!
//! The backend runs the GEMM (or convolution) through a library on row blocks and applies the
//! epilogue to each block while it is in cache (DESIGN.md), so the epilogue must map each
//! product element to one output element: a chain of elementwise ops whose only
//! non-broadcast input is the product. Its other inputs are broadcasts (of a bias vector, of
//! a scalar), iotas and constants, or scalars. Reshapes that keep the memory order may sit
//! in the chain: dot canonicalization turns `[b,t,k]x[k,n]` into a 2-D GEMM followed by a
//! reshape back to `[b,t,n]`, and the bias add and activation come after that reshape. The
//! library reads the dot's operands from buffers, so nothing is ever fused into them.

use super::graph::FusionGraph;
use super::legality::{
    element_count, is_elementwise_op, is_loop_fusible, preserves_element_order, static_array,
};
use kiln_hlo::{Computation, InstrId, Instruction, Opcode};
use std::collections::BTreeSet;

/// Ops computed by a library call that an output fusion can wrap.
pub fn is_library_op(comp: &Computation, instr: &Instruction) -> bool {
    matches!(instr.opcode, Opcode::Dot | Opcode::Convolution)
        && static_array(&instr.shape)
        && instr
            .operands
            .iter()
            .all(|o| static_array(&comp.instr(*o).shape))
}

/// Whether `members` with a single `root` form a valid output fusion around library op
/// `product`.
pub fn is_output_fusion(
    graph: &FusionGraph,
    members: &BTreeSet<InstrId>,
    roots: &[InstrId],
    product: InstrId,
) -> bool {
    let comp = graph.comp;
    let epilogue = graph.downstream(members, product);
    let [root] = roots else {
        return false;
    };
    if !epilogue.contains(root) {
        return false;
    }
    let dot = comp.instr(product);
    if dot.operands.iter().any(|o| members.contains(o)) {
        return false;
    }
    let epilogue_ok = epilogue.iter().all(|e| {
        let instr = comp.instr(*e);
        let one_to_one = element_count(&instr.shape) == element_count(&dot.shape);
        let reads_ok = instr
            .operands
            .iter()
            .all(|o| *o == product || epilogue.contains(o) || is_side_input(comp, *o));
        let op_ok = is_elementwise_op(comp, instr) || preserves_element_order(comp, instr);
        one_to_one && reads_ok && op_ok
    });
    // An epilogue that only reshapes computes nothing: the product's buffer already holds
    // the result (reshapes are free), so wrapping it would only add an epilogue pass.
    let computes = epilogue
        .iter()
        .any(|e| is_elementwise_op(comp, comp.instr(*e)));
    let others_ok = members
        .iter()
        .filter(|m| **m != product && !epilogue.contains(m))
        .all(|m| is_loop_fusible(comp, comp.instr(*m)));
    epilogue_ok && computes && others_ok
}

/// An epilogue operand other than the product: a broadcast, iota or constant, or any
/// scalar. It need not be fused yet: a broadcast shared with other fusions is offered to this
/// one only after the product (inputs are offered nearest first), and is cheap to copy in.
fn is_side_input(comp: &Computation, value: InstrId) -> bool {
    let instr = comp.instr(value);
    matches!(
        instr.opcode,
        Opcode::Broadcast | Opcode::Iota | Opcode::Constant
    ) || element_count(&instr.shape) == 1
}

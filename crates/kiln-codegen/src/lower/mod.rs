//! Lowering of (fused) HLO computations into kernels.
//!
//! The kernel's buffers are the computation's parameters in order (read-only), then its
//! outputs: the root array, or each array leaf of a root tuple. The body is a loop nest over
//! the output elements; the value of each output element is built by asking every
//! instruction for "your element at this index" (XLA's elemental emitter idea), recursively
//! down to parameter loads and constants. Along the way:
//!
//! - an HLO value with more than one use is assigned to a variable once per index
//!   ([`builder`]'s memo), and any value that does not change in the innermost loop is
//!   hoisted to the loop where it does change (so a row reduction feeding a softmax epilogue
//!   is computed once per row, before the loop over the row);
//! - reductions become an accumulator loop nest at the depth their index needs;
//! - index arithmetic is kept affine where possible ([`index`]), so reshapes of contiguous
//!   data do not leave divisions behind and the innermost loop can be vectorized.
//!
//! Files by op family: [`elementwise`], [`bits`] (bitcast-convert, reduce-precision),
//! [`shape_ops`], [`dynamic`] (dynamic-slice, dynamic-update-slice, gather), [`reduce`],
//! [`window`] (reduce-window). [`element`] dispatches; [`nest`] builds the output loop nests
//! (including the column-reduction order); [`vectorize`] decides which innermost loops are
//! vector loops.
//!
//! Anything not supported returns a [`LowerError`] naming the instruction; callers fall back
//! to the interpreter, so refusing is always safe. A lowered kernel always passes
//! [`crate::kir_eval::validate`], and every load and store index in it is proven to stay
//! inside its buffer, so emitters need not check bounds.

mod bits;
mod builder;
mod dynamic;
mod element;
mod elementwise;
pub(crate) mod index;
mod nest;
mod pieces;
mod reduce;
mod reduce_blocks;
mod shape_ops;
mod tile;
mod vectorize;
mod window;

use crate::kir::Kernel;
use builder::{Binding, Lowerer, Node};
use kiln_hlo::{CompId, InstrId, Module, Opcode};
use std::fmt;

/// Why a computation or instruction could not be lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// The instruction's name (or the computation's, for whole-computation problems).
    pub instruction: String,
    pub opcode: Option<Opcode>,
    pub reason: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.opcode {
            Some(op) => write!(
                f,
                "cannot lower {} ({op}): {}",
                self.instruction, self.reason
            ),
            None => write!(f, "cannot lower {}: {}", self.instruction, self.reason),
        }
    }
}

impl std::error::Error for LowerError {}

/// Lowers computation `comp` of `module` into a kernel named `name`: parameters become the
/// input buffers, the root's array leaves the output buffers.
pub fn lower_computation(module: &Module, comp: CompId, name: &str) -> Result<Kernel, LowerError> {
    let computation = module
        .computations
        .get(comp.index())
        .ok_or_else(|| LowerError {
            instruction: format!("computation #{}", comp.index()),
            opcode: None,
            reason: "no such computation".into(),
        })?;
    let mut lw = Lowerer::new(module, name);
    let mut params = Vec::with_capacity(computation.parameters.len());
    for (i, &p) in computation.parameters.iter().enumerate() {
        let number = computation
            .instructions
            .get(p.index())
            .and_then(|p| p.attrs.parameter_number);
        if number != Some(i as i64) {
            return Err(lw.error_in(comp, p, "parameters are not numbered in order"));
        }
        params.push(Binding::Buffer(lw.add_input(comp, p)?));
    }
    let frame = lw.add_frame(comp, params, Default::default())?;
    let root = Node {
        frame,
        instr: computation.root,
    };
    nest::lower_outputs(&mut lw, root)?;
    lw.finish()
}

/// Lowers one instruction of computation `comp` as if it were a fusion of just itself: its
/// operands (one buffer per operand position) are the inputs, its result the output(s). A
/// `fusion` or `call` instruction lowers the computation it calls, with the same buffers.
pub fn lower_instruction(
    module: &Module,
    comp: CompId,
    instr: InstrId,
) -> Result<Kernel, LowerError> {
    let computation = module
        .computations
        .get(comp.index())
        .ok_or_else(|| LowerError {
            instruction: format!("computation #{}", comp.index()),
            opcode: None,
            reason: "no such computation".into(),
        })?;
    let Some(inst) = computation.instructions.get(instr.index()) else {
        return Err(LowerError {
            instruction: format!("instruction #{} of {}", instr.index(), computation.name),
            opcode: None,
            reason: "no such instruction".into(),
        });
    };
    if matches!(inst.opcode, Opcode::Fusion | Opcode::Call) {
        if let Some(callee) = element::callee(inst) {
            return lower_computation(module, callee, &inst.name);
        }
    }
    let mut lw = Lowerer::new(module, &inst.name);
    let mut externals = std::collections::HashMap::new();
    for &op in &inst.operands {
        let buffer = lw.add_input(comp, op)?;
        externals.entry(op).or_insert(buffer);
    }
    let frame = lw.add_frame(comp, Vec::new(), externals)?;
    nest::lower_outputs(&mut lw, Node { frame, instr })?;
    lw.finish()
}

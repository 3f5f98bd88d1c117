//! Library calls: compute-heavy or irregular ops run by Rust routines over the buffers
//! (no copies into literals), chosen per instruction by [`plan`].
//!
//! To add one: write a type implementing [`LibraryCall`] in its own file here, and return it
//! from [`plan`] for the instructions it handles (or `Err(reason)` when it cannot, which makes
//! the instruction fall back to the interpreter with that reason recorded).

pub mod accum;
pub mod batch_norm;
pub mod buffer;
pub mod column_window;
pub mod combine;
pub mod conv;
#[cfg(target_arch = "x86_64")]
pub mod dgemm;
pub mod dot_other;
pub mod factor;
pub mod fft;
pub mod gather_index;
pub mod gather_prefetch;
pub mod gemm;
pub mod matmul;
pub mod pool;
pub mod scan;
pub mod scatter;
pub mod select_scatter;
#[cfg(target_arch = "x86_64")]
pub mod sgemm;
pub mod sort;
pub mod sort_keys;

use super::memory::SendPtr;
use kiln_hlo::{CompId, Error, InstrId, Module, Opcode};
use kiln_opt::buffer_assignment::{BufferAssignment, BufferId};

/// A planned library call: everything it needs is decided at compile time.
pub trait LibraryCall: Send + Sync {
    /// Runs over the program's buffers (indexed by `BufferId`).
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error>;

    /// The call as its concrete type, for calls a cache entry can store as a plan
    /// (`serialize`); `None` makes the entry store the module only.
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }

    /// Lets the call leave the parts of each result matrix outside `window` unwritten, where
    /// it can (GEMM); whether it will.
    fn restrict_to(&mut self, _window: column_window::ColumnWindow) -> bool {
        false
    }
}

/// The next multi-index in row-major (odometer) order, index `d` below `len(d)`; false after
/// the last, which wraps to all zeros. (Window taps, batch positions, choices of one entry
/// per list.)
pub(crate) fn advance(idx: &mut [usize], len: impl Fn(usize) -> usize) -> bool {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] < len(d) {
            return true;
        }
        idx[d] = 0;
    }
    false
}

/// What a planner can see about the instruction it plans.
pub struct PlanContext<'a> {
    pub module: &'a Module,
    pub comp: CompId,
    pub instr: InstrId,
    pub assignment: &'a BufferAssignment,
    pub threads: usize,
}

impl PlanContext<'_> {
    pub fn instruction(&self) -> &kiln_hlo::Instruction {
        self.module.comp(self.comp).instr(self.instr)
    }

    /// The leaf buffers of operand `i` of the instruction.
    pub fn operand_leaves(&self, i: usize) -> Option<&[BufferId]> {
        let op = self.instruction().operands.get(i)?;
        Some(&self.assignment.leaves[op.index()])
    }

    /// The leaf buffers of the instruction's result.
    pub fn result_leaves(&self) -> &[BufferId] {
        &self.assignment.leaves[self.instr.index()]
    }
}

/// A library call for the instruction, `None` when no library handles its opcode, or
/// `Some(Err(reason))` when one does but not this instance.
pub fn plan(ctx: &PlanContext) -> Option<Result<Box<dyn LibraryCall>, String>> {
    match ctx.instruction().opcode {
        Opcode::Dot => Some(gemm::plan(ctx).or_else(|_| dot_other::plan(ctx))),
        Opcode::Convolution => Some(conv::plan(ctx)),
        Opcode::Sort => Some(sort::plan(ctx)),
        Opcode::TopK => Some(sort::plan_topk(ctx)),
        Opcode::Scatter => Some(scatter::plan(ctx)),
        Opcode::SelectAndScatter => Some(select_scatter::plan(ctx)),
        Opcode::Fft => Some(fft::plan(ctx)),
        Opcode::ReduceWindow => scan::plan(ctx).or_else(|| pool::plan(ctx)).map(Ok),
        Opcode::Cholesky => Some(factor::plan_cholesky(ctx)),
        Opcode::TriangularSolve => Some(factor::plan_solve(ctx)),
        Opcode::BatchNormTraining | Opcode::BatchNormInference | Opcode::BatchNormGrad => {
            Some(batch_norm::plan(ctx))
        }
        _ => None,
    }
}

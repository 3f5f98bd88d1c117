//! Kiln's reference interpreter: evaluates any verified HLO module on literals.
//!
//! It defines what every op means in Kiln (XLA's `docs/operation_semantics.md`); every other
//! backend and every optimization is tested against it. Correctness and clarity come before speed.
//!
//! Where XLA leaves numerics to the backend, Kiln computes what XLA:CPU computes, because the
//! conformance corpus is XLA:CPU's output (each point measured against it):
//! - denormal f32/f64 (and bf16) values are flushed to zero by arithmetic, as with the FPU's
//!   flush-to-zero and denormals-are-zero modes (`elementwise/scalar.rs`, `flush`);
//! - an f32/f64 multiply whose only use is an add or subtract is fused with it into one FMA,
//!   as LLVM contracts it (`control.rs`, `Contraction`); complex products and quotients use
//!   the FMAs of XLA's code (`elementwise/complex.rs`);
//! - transcendental functions of f32 are computed in f64 and rounded once: XLA's own
//!   approximations are within a few ulps of that, well inside the corpus tolerances.

pub mod conformance;
pub mod npy;
pub mod routines;
pub mod util;

mod batch_norm;
mod control;
mod conv;
mod elementwise;
mod fft;
mod gather_scatter;
mod linalg;
mod reduce;
mod rng;
mod shape_ops;
mod sort;
mod window;

pub use control::{check_entry_args, scalar_binary_fast_path};
pub use elementwise::{RowElement, ScalarBinaryOp};

use kiln_hlo::{CompId, Computation, Error, Instruction, Literal, Module, Opcode};
use std::sync::OnceLock;

/// An op implementation's failure: a message about this instruction, or an error already
/// located elsewhere (inside a called computation), which is passed through unchanged.
#[derive(Debug)]
pub enum OpError {
    Msg(String),
    Nested(Error),
}

impl From<String> for OpError {
    fn from(s: String) -> Self {
        OpError::Msg(s)
    }
}
impl From<&str> for OpError {
    fn from(s: &str) -> Self {
        OpError::Msg(s.to_string())
    }
}
impl From<Error> for OpError {
    fn from(e: Error) -> Self {
        OpError::Nested(e)
    }
}

pub type OpResult = Result<Literal, OpError>;

/// The interpreter for one module.
pub struct Evaluator<'m> {
    pub module: &'m Module,
    /// Per computation, how to run it; built on first use (see [`control::Plan`]).
    plans: Vec<OnceLock<control::Plan>>,
    /// `rng` draws so far (see `rng::rng`).
    rng_draws: std::sync::atomic::AtomicU64,
}

impl<'m> Evaluator<'m> {
    pub fn new(module: &'m Module) -> Self {
        let plans = module
            .computations
            .iter()
            .map(|_| OnceLock::new())
            .collect();
        Evaluator {
            module,
            plans,
            rng_draws: std::sync::atomic::AtomicU64::new(0),
        }
    }

    fn plan(&self, comp: CompId) -> &control::Plan {
        self.plans[comp.index()].get_or_init(|| control::Plan::new(self.module.comp(comp)))
    }

    /// Runs the entry computation on `args` (checked against the parameter shapes).
    pub fn run(&self, args: &[Literal]) -> Result<Literal, Error> {
        control::check_entry_args(self.module, args)?;
        self.call(self.module.entry, args)
    }

    /// Evaluates computation `comp` on `args` (one per parameter, not checked against the
    /// parameter shapes). For tiny scalar computations, see [`scalar_binary_fast_path`].
    pub fn call(&self, comp: CompId, args: &[Literal]) -> Result<Literal, Error> {
        let refs: Vec<&Literal> = args.iter().collect();
        self.call_refs(comp, &refs)
    }

    /// [`Evaluator::call`] on borrowed arguments: parameters are read in place, not copied.
    pub fn call_refs(&self, comp: CompId, args: &[&Literal]) -> Result<Literal, Error> {
        if comp.index() >= self.module.computations.len() {
            return Err(Error::msg(format!(
                "there is no computation #{}",
                comp.index()
            )));
        }
        control::call_computation(self, comp, args)
    }

    /// Evaluates instruction `instr` of computation `comp` on already computed operand
    /// values. Compiled code uses this to run an instruction it has no kernel for.
    pub fn eval_single(
        &self,
        comp: CompId,
        instr: kiln_hlo::InstrId,
        ops: &[&Literal],
    ) -> Result<Literal, Error> {
        let computation = self
            .module
            .computations
            .get(comp.index())
            .ok_or_else(|| Error::msg(format!("there is no computation #{}", comp.index())))?;
        let instruction = computation
            .instructions
            .get(instr.index())
            .ok_or_else(|| Error::msg(format!("there is no instruction #{}", instr.index())))?;
        self.eval_instruction(computation, instruction, ops, &[])
            .map_err(|e| control::locate(instruction, e))
    }

    /// Evaluates one instruction whose operands are already computed.
    pub(crate) fn eval_instruction(
        &self,
        comp: &Computation,
        instr: &Instruction,
        ops: &[&Literal],
        args: &[&Literal],
    ) -> OpResult {
        use Opcode::*;
        match instr.opcode {
            Parameter => control::parameter(instr, args),
            Constant => control::constant(instr),
            Tuple => control::tuple(ops),
            GetTupleElement => control::get_tuple_element(instr, ops),
            Call => control::call(self, instr, ops),
            While => control::while_loop(self, instr, ops),
            Conditional => control::conditional(self, instr, ops),
            OptimizationBarrier | Copy | Domain | AddDependency => control::identity(ops),
            Fusion => control::call(self, instr, ops),
            AfterAll => Ok(Literal::Token),
            Map => control::map(self, instr, ops),
            RngBitGenerator => control::rng_bit_generator(instr, ops),
            Rng => crate::rng::rng(self, instr, ops),
            op if kiln_hlo::collectives::is_single_device_collective(op) => {
                control::single_device_collective(instr, ops)
            }

            Compare => elementwise::compare(instr, ops),
            Select => elementwise::select(ops),
            Clamp => elementwise::clamp(ops),
            Convert => elementwise::convert(instr, ops),
            BitcastConvert => elementwise::bitcast_convert(instr, ops),
            ReducePrecision => elementwise::reduce_precision(instr, ops),
            op if op.is_elementwise_unary() => elementwise::unary(instr, ops),
            op if op.is_elementwise_binary() => elementwise::binary(instr, ops),

            Broadcast => shape_ops::broadcast(instr, ops),
            Reshape | Bitcast => shape_ops::reshape(instr, ops),
            Transpose => shape_ops::transpose(instr, ops),
            Slice => shape_ops::slice(instr, ops),
            Concatenate => shape_ops::concatenate(instr, ops),
            Pad => shape_ops::pad(instr, ops),
            Reverse => shape_ops::reverse(instr, ops),
            Iota => shape_ops::iota(instr),
            GetDimensionSize => shape_ops::get_dimension_size(instr, ops),
            DynamicSlice => shape_ops::dynamic_slice(instr, ops),
            DynamicUpdateSlice => shape_ops::dynamic_update_slice(instr, ops),
            Gather => gather_scatter::gather(instr, ops),
            Scatter => gather_scatter::scatter(self, instr, ops),
            Reduce => reduce::reduce(self, instr, ops),
            Sort => sort::sort(self, instr, ops),
            TopK => sort::topk(instr, ops),

            ReduceWindow => window::reduce_window(self, instr, ops),
            SelectAndScatter => window::select_and_scatter(self, instr, ops),
            Dot => linalg::dot(instr, ops),
            Cholesky => linalg::cholesky(instr, ops),
            TriangularSolve => linalg::triangular_solve(instr, ops),
            Convolution => conv::convolution(instr, ops),
            Fft => fft::fft(instr, ops),
            BatchNormTraining => batch_norm::training(instr, ops),
            BatchNormInference => batch_norm::inference(instr, ops),
            BatchNormGrad => batch_norm::grad(instr, ops),

            CustomCall
                if instr
                    .attrs
                    .custom_call_target
                    .as_deref()
                    .is_some_and(kiln_hlo::collectives::is_annotation) =>
            {
                control::single_device_collective(instr, ops)
            }
            CustomCall => match linalg::lapack::custom_call(instr, ops) {
                // The verifier cannot know a custom-call's result shape; the routine's
                // result must be the declared one, or callers that trust the declared shape
                // (the CPU backend's output buffers) get something else.
                Some(Ok(result)) if !result.shape().compatible(&instr.shape) => Err(format!(
                    "the {} routine computes {} from these operands, but the custom-call \
                     declares {}",
                    instr.attrs.custom_call_target.as_deref().unwrap_or("?"),
                    result.shape(),
                    instr.shape
                )
                .into()),
                Some(result) => result,
                None => Err(format!(
                    "custom-call target {:?} is not supported by the interpreter",
                    instr.attrs.custom_call_target.as_deref().unwrap_or("?")
                )
                .into()),
            },
            other => {
                let _ = comp;
                Err(format!("the interpreter cannot run `{other}` yet").into())
            }
        }
    }
}

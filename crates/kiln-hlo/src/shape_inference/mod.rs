//! Shape inference: the shape that an instruction's operands, attributes and called
//! computations imply, following XLA's `docs/operation_semantics.md`.
//!
//! The verifier compares this shape with the one each instruction declares; passes and the
//! builder use it to give new instructions their shapes. Inference also checks what it reads
//! (dimension numbers in range, operand types, the signatures of called computations), so a
//! malformed instruction yields a message saying what was expected, never a panic.
//!
//! A few opcodes take part of their result from the declared shape because the text carries it
//! nowhere else: the element type of `convert`, `bitcast-convert`, `dot`, `convolution`,
//! `rng`; the dimensions of `broadcast`, `reshape`, `bitcast`, `iota`, `rng`, `parameter`.
//! Opcodes whose shape is not inferred at all are listed in [`NOT_INFERRED`]; for them
//! [`infer_shape`] returns [`ShapeError::NotInferred`] rather than trusting the declaration
//! silently.

mod control;
mod dot_conv;
mod elementwise;
mod gather_scatter;
mod linalg;
mod reduction;
mod shape_ops;
mod util;

use crate::attrs::{Attrs, CompId};
use crate::instruction::{Computation, Instruction, Module};
use crate::opcode::{Arity, Opcode};
use crate::shape::{ArrayShape, ProgramShape, Shape};
use std::fmt;

pub use util::human;

/// Why no shape could be inferred.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// The operands, attributes or called computations are inconsistent; the message says
    /// what was expected and what was found.
    Invalid(String),
    /// Kiln does not infer this opcode's shape (see [`NOT_INFERRED`]).
    NotInferred,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::Invalid(msg) => f.write_str(msg),
            ShapeError::NotInferred => {
                f.write_str("shape inference is not implemented for this opcode")
            }
        }
    }
}

impl From<String> for ShapeError {
    fn from(msg: String) -> Self {
        ShapeError::Invalid(msg)
    }
}

/// Opcodes whose result shape Kiln does not infer: their shape depends on information outside
/// the instruction (collective group sizes, custom-call targets, host transfers) or on async
/// wrapping that Kiln does not model yet. The verifier trusts their declared shapes.
pub const NOT_INFERRED: &[Opcode] = &[
    Opcode::AllGather,
    Opcode::AllGatherDone,
    Opcode::AllGatherStart,
    Opcode::AllToAll,
    Opcode::AsyncDone,
    Opcode::AsyncStart,
    Opcode::AsyncUpdate,
    Opcode::CollectiveBroadcast,
    Opcode::CollectivePermute,
    Opcode::CollectivePermuteDone,
    Opcode::CollectivePermuteStart,
    Opcode::CustomCall,
    Opcode::DynamicReshape,
    Opcode::Infeed,
    Opcode::Outfeed,
    Opcode::RaggedAllToAll,
    Opcode::RaggedDot,
    Opcode::Recv,
    Opcode::RecvDone,
    Opcode::ReduceScatter,
    Opcode::ScaledDot,
    Opcode::Send,
    Opcode::SendDone,
];

/// Whether [`infer_shape`] infers this opcode's shape.
pub fn is_inferred(opcode: Opcode) -> bool {
    !NOT_INFERRED.contains(&opcode)
}

/// The shape `instr` (an instruction of `comp`, in `module`) should have.
pub fn infer_shape(
    module: &Module,
    comp: &Computation,
    instr: &Instruction,
) -> Result<Shape, ShapeError> {
    let mut operands = Vec::with_capacity(instr.operands.len());
    for (i, id) in instr.operands.iter().enumerate() {
        let operand = comp.instructions.get(id.index()).ok_or_else(|| {
            format!(
                "operand {i} refers to instruction #{} but the computation has {} instructions",
                id.index(),
                comp.instructions.len()
            )
        })?;
        operands.push(&operand.shape);
    }
    infer_shape_from(
        instr.opcode,
        &operands,
        &instr.attrs,
        &instr.shape,
        &module.computations,
    )
}

/// The shape an instruction with this opcode, these operand shapes and attributes should have.
/// `declared` is the instruction's declared shape, read only where the text carries part of
/// the result nowhere else (see the module comment); `computations` resolves called
/// computations (a module's `computations`).
pub fn infer_shape_from(
    opcode: Opcode,
    operands: &[&Shape],
    attrs: &Attrs,
    declared: &Shape,
    computations: &[Computation],
) -> Result<Shape, ShapeError> {
    if !is_inferred(opcode) {
        return Err(ShapeError::NotInferred);
    }
    let ctx = Ctx {
        opcode,
        operands,
        attrs,
        declared,
        computations,
    };
    if let Arity::Fixed(n) = opcode.arity() {
        ctx.expect_operand_count(n)?;
    }
    dispatch(&ctx).map_err(ShapeError::Invalid)
}

fn dispatch(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    match ctx.opcode {
        op if op.is_elementwise_unary() => elementwise::unary(ctx),
        op if op.is_elementwise_binary() => elementwise::binary(ctx),
        Select => elementwise::select(ctx),
        Clamp => elementwise::clamp(ctx),
        Map => elementwise::map(ctx),
        Parameter | Constant | Iota | Tuple | GetTupleElement | Broadcast | Reshape | Transpose
        | Slice | DynamicSlice | DynamicUpdateSlice | Concatenate | Pad | Reverse | Bitcast
        | GetDimensionSize | SetDimensionSize => shape_ops::infer(ctx),
        Reduce | ReduceWindow | SelectAndScatter | Sort | TopK | AllReduce | AllReduceStart
        | AllReduceDone => reduction::infer(ctx),
        Dot | Convolution => dot_conv::infer(ctx),
        Gather | Scatter => gather_scatter::infer(ctx),
        Call | Fusion | While | Conditional | OptimizationBarrier | AfterAll | AddDependency
        | Domain | CopyStart | CopyDone | PartitionId | ReplicaId | RngGetAndUpdateState => {
            control::infer(ctx)
        }
        Cholesky | TriangularSolve | Fft | BatchNormTraining | BatchNormInference
        | BatchNormGrad | Rng | RngBitGenerator => linalg::infer(ctx),
        other => Err(format!("no shape inference rule for {other}")),
    }
}

/// What an inference rule reads: the opcode, operand shapes, attributes, the declared shape
/// and the module's computations.
pub(crate) struct Ctx<'a> {
    pub opcode: Opcode,
    pub operands: &'a [&'a Shape],
    pub attrs: &'a Attrs,
    pub declared: &'a Shape,
    pub computations: &'a [Computation],
}

impl<'a> Ctx<'a> {
    pub fn expect_operand_count(&self, n: usize) -> Result<(), String> {
        if self.operands.len() != n {
            return Err(format!(
                "expected {n} operand(s), got {}",
                self.operands.len()
            ));
        }
        Ok(())
    }

    pub fn expect_min_operands(&self, n: usize) -> Result<(), String> {
        if self.operands.len() < n {
            return Err(format!(
                "expected at least {n} operand(s), got {}",
                self.operands.len()
            ));
        }
        Ok(())
    }

    /// Operand `i`'s shape (an error, not a panic, when there is no such operand).
    pub fn operand(&self, i: usize) -> Result<&'a Shape, String> {
        self.operands.get(i).copied().ok_or_else(|| {
            format!(
                "expected an operand {i}, got {} operand(s)",
                self.operands.len()
            )
        })
    }

    /// Operand `i`, which must be an array.
    pub fn array(&self, i: usize) -> Result<&'a ArrayShape, String> {
        let shape = self.operand(i)?;
        shape
            .as_array()
            .ok_or_else(|| format!("operand {i} must be an array, got {}", human(shape)))
    }

    /// Operand `i`, which must be a scalar array.
    pub fn scalar(&self, i: usize) -> Result<&'a ArrayShape, String> {
        let a = self.array(i)?;
        if a.rank() != 0 {
            return Err(format!(
                "operand {i} must be a scalar, got {a}",
                a = human_array(a)
            ));
        }
        Ok(a)
    }

    /// The declared shape, which must be an array (for ops whose result is one).
    pub fn declared_array(&self) -> Result<&'a ArrayShape, String> {
        self.declared.as_array().ok_or_else(|| {
            format!(
                "{} produces an array, but the declared shape is {}",
                self.opcode,
                human(self.declared)
            )
        })
    }

    /// A required attribute: `Err("<op> requires <name>")` when absent.
    pub fn require<T>(&self, value: &'a Option<T>, name: &str) -> Result<&'a T, String> {
        value
            .as_ref()
            .ok_or_else(|| format!("{} requires the attribute {name}", self.opcode))
    }

    /// The signature of a called computation named by attribute `attr`.
    pub fn called(&self, id: Option<CompId>, attr: &str) -> Result<ProgramShape, String> {
        let id = id.ok_or_else(|| format!("{} requires the attribute {attr}", self.opcode))?;
        util::program_shape(self.computations, id).map_err(|e| format!("{attr}: {e}"))
    }

    /// The computation name for messages.
    pub fn comp_name(&self, id: CompId) -> &'a str {
        self.computations
            .get(id.index())
            .map(|c| c.name.as_str())
            .unwrap_or("?")
    }
}

use util::human_array;

#[cfg(test)]
mod tests;

//! Algebraic simplification (`algsimp`), after XLA's `AlgebraicSimplifier`: local rewrites
//! that remove work without changing any result.
//!
//! Every rewrite here is exact: the simplified module computes the same bits as the original
//! for every input (NaN payloads aside, which no Kiln op promises to preserve). Where XLA
//! trades exactness for speed by default, Kiln does not, and the rule's comment says so:
//!
//! * `x + 0.0` is folded for integers and for `x + (-0.0)` only: for `x = -0.0`,
//!   `-0.0 + +0.0` is `+0.0`, so XLA's float `x + 0 => x` changes the sign of a zero.
//! * `x * 0` and `x - x` are folded for integers only (NaN and infinity make them non-zero).
//! * `x / c => x * (1/c)` is done only when `1/c` is exact (a power of two whose reciprocal is
//!   representable), where XLA does it for every float constant.
//! * A reduce over no elements per output, or one element per output, is rewritten through
//!   its reducer applied to the init value, never by assuming the init value is an identity.
//!
//! The pass visits each computation once in post order. A rule sees an instruction whose
//! operands are already simplified (bottom-up), and may answer with an existing instruction
//! or with a new one, which is then simplified again, so chains collapse in one sweep. Every
//! rule keeps the instruction's element type and dimensions. Instructions left dead are
//! removed by DCE afterwards.
//!
//! The rules live by topic: `arith` (arithmetic, compare, select), `shape_ops` (broadcast,
//! reshape, transpose, slices, concatenate, pad), `convert`, `reduce`, `dot`; `values` reads
//! and builds constants.

mod arith;
mod convert;
mod dot;
mod pads;
mod reduce;
mod shape_ops;
mod values;

pub(crate) use reduce::elementwise_reducer;

use crate::pass::Pass;
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{
    Attrs, ConstantValue, Error, InstrId, Instruction, Literal, Module, Opcode, PrimitiveType,
    Shape,
};
use std::borrow::Cow;

pub struct AlgebraicSimplifier;

impl Pass for AlgebraicSimplifier {
    fn name(&self) -> &'static str {
        "algsimp"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        let patch = rewrite_module(&module, |module, _, rw, old| visit(module, rw, old))?;
        patch.apply(module)
    }
}

/// What a rule found an instruction to be.
pub(crate) enum Simplified {
    /// The value of an instruction already in the new computation.
    Existing(InstrId),
    /// A new instruction (operands are new ids) of the same shape; it is simplified again.
    New(Box<Instruction>),
}

type RuleResult = Result<Option<Simplified>, Error>;

/// How many times a rule's new instruction is simplified again; rules make progress, so
/// this bound only guards against two rules undoing each other.
const MAX_RESIMPLIFY: usize = 16;

/// Simplifies old instruction `old` into the new computation.
fn visit(module: &Module, rw: &mut Rewriter, old: InstrId) -> Result<(), Error> {
    let old_comp = rw.old;
    let instr = old_comp.instr(old);
    if !has_rules(instr.opcode) || !instr.control_predecessors.is_empty() {
        rw.keep(old)?;
        return Ok(());
    }
    let mut candidate = rw.remapped(old)?;
    let mut changed = false;
    for _ in 0..MAX_RESIMPLIFY {
        let mut cx = Cx {
            rw: &mut *rw,
            module,
        };
        match simplify(&mut cx, &candidate)? {
            None => break,
            Some(Simplified::Existing(id)) => {
                debug_assert!(
                    rw.get(id).shape.compatible(&candidate.shape),
                    "algsimp changed the shape of {}",
                    candidate.name
                );
                rw.replace_with(old, id);
                return Ok(());
            }
            Some(Simplified::New(next)) => {
                debug_assert!(
                    next.shape.compatible(&candidate.shape),
                    "algsimp changed the shape of {}",
                    candidate.name
                );
                candidate = Cow::Owned(*next);
                changed = true;
            }
        }
    }
    if changed {
        rw.replace_with_new(old, candidate.into_owned());
    } else {
        rw.keep_remapped(old, candidate);
    }
    Ok(())
}

fn has_rules(opcode: Opcode) -> bool {
    use Opcode::*;
    matches!(
        opcode,
        Add | Subtract
            | Multiply
            | Divide
            | Negate
            | Abs
            | Maximum
            | Minimum
            | And
            | Or
            | Xor
            | Compare
            | Select
            | Broadcast
            | Reshape
            | Transpose
            | Slice
            | Concatenate
            | Pad
            | DynamicSlice
            | DynamicUpdateSlice
            | Convert
            | Reduce
            | Dot
    )
}

/// Dispatches to the rules for `instr`'s opcode.
fn simplify(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    use Opcode::*;
    match instr.opcode {
        Add => arith::add(cx, instr),
        Subtract => arith::subtract(cx, instr),
        Multiply => arith::multiply(cx, instr),
        Divide => arith::divide(cx, instr),
        Negate => arith::negate(cx, instr),
        Abs => arith::abs(cx, instr),
        Maximum | Minimum => arith::min_max(cx, instr),
        And | Or | Xor => arith::bitwise(cx, instr),
        Compare => arith::compare(cx, instr),
        Select => arith::select(cx, instr),
        Broadcast => shape_ops::broadcast(cx, instr),
        Reshape => shape_ops::reshape(cx, instr),
        Transpose => shape_ops::transpose(cx, instr),
        Slice => shape_ops::slice(cx, instr),
        Concatenate => shape_ops::concatenate(cx, instr),
        Pad => shape_ops::pad(cx, instr),
        DynamicSlice => shape_ops::dynamic_slice(cx, instr),
        DynamicUpdateSlice => shape_ops::dynamic_update_slice(cx, instr),
        Convert => convert::convert(cx, instr),
        Reduce => reduce::reduce(cx, instr),
        Dot => dot::dot(cx, instr),
        _ => Ok(None),
    }
}

/// What rules read and build with: the new computation so far and the module (for called
/// computations).
pub(crate) struct Cx<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    module: &'r Module,
}

impl Cx<'_, '_> {
    /// An instruction of the new computation.
    fn get(&self, id: InstrId) -> &Instruction {
        self.rw.get(id)
    }

    /// Operand `i` of a new-computation instruction.
    fn operand(&self, instr: &Instruction, i: usize) -> Result<&Instruction, Error> {
        let id = operand_id(instr, i)?;
        Ok(self.get(id))
    }

    /// Emits a helper instruction (its name is made unique).
    fn add(&mut self, instr: Instruction) -> InstrId {
        self.rw.add(instr)
    }

    /// Emits a helper instruction after simplifying it like any other (for helpers whose
    /// operands may make them simplify, such as a reshape of a reshape).
    fn add_simplified(&mut self, mut instr: Instruction) -> Result<InstrId, Error> {
        for _ in 0..MAX_RESIMPLIFY {
            match simplify(self, &instr)? {
                None => break,
                Some(Simplified::Existing(id)) => return Ok(id),
                Some(Simplified::New(next)) => instr = *next,
            }
        }
        Ok(self.add(instr))
    }

    /// Emits a constant named after `base`.
    fn constant(&mut self, base: &Instruction, literal: Literal) -> InstrId {
        let shape = literal.shape();
        let mut c = helper(base, "constant", Opcode::Constant, shape, vec![]);
        c.attrs.constant = Some(ConstantValue::Literal(literal));
        self.add(c)
    }

    /// Emits `scalar` broadcast to `ty[dims]` (the bare scalar constant when `dims` is empty).
    fn splat(
        &mut self,
        base: &Instruction,
        scalar: Literal,
        ty: PrimitiveType,
        dims: &[i64],
    ) -> InstrId {
        let c = self.constant(base, scalar);
        if dims.is_empty() {
            return c;
        }
        self.broadcast(base, c, ty, dims, vec![])
    }

    /// Emits `broadcast(operand)` into `ty[dims]` with `dimensions`.
    fn broadcast(
        &mut self,
        base: &Instruction,
        operand: InstrId,
        ty: PrimitiveType,
        dims: &[i64],
        dimensions: Vec<i64>,
    ) -> InstrId {
        let shape = Shape::array(ty, dims.to_vec());
        let mut b = helper(base, "broadcast", Opcode::Broadcast, shape, vec![operand]);
        b.attrs.dimensions = Some(dimensions);
        self.add(b)
    }
}

/// The id of operand `i` of `instr`.
fn operand_id(instr: &Instruction, i: usize) -> Result<InstrId, Error> {
    instr
        .operands
        .get(i)
        .copied()
        .ok_or_else(|| Error::msg(format!("{} ({}): no operand {i}", instr.name, instr.opcode)))
}

/// A helper instruction for `base`'s rewrite: named after it, with its metadata.
fn helper(
    base: &Instruction,
    suffix: &str,
    opcode: Opcode,
    shape: Shape,
    operands: Vec<InstrId>,
) -> Instruction {
    let mut instr = Instruction::new(format!("{}.{suffix}", base.name), opcode, shape, operands);
    instr.metadata = base.metadata.clone();
    instr
}

/// `base` recomputed as `opcode(operands)` with `attrs`: same name, shape and metadata.
fn replacement(
    base: &Instruction,
    opcode: Opcode,
    operands: Vec<InstrId>,
    attrs: Attrs,
) -> Simplified {
    let mut instr = Instruction::new(base.name.clone(), opcode, base.shape.clone(), operands);
    instr.attrs = attrs.into();
    instr.metadata = base.metadata.clone();
    Simplified::New(Box::new(instr))
}

/// Whether two shapes have the same element type and dimensions (layouts aside): the
/// condition for one instruction to stand for another.
fn same_shape(a: &Shape, b: &Shape) -> bool {
    a.compatible(b)
}

/// `Some(Existing(id))` when `id`'s shape matches `instr`'s, else no rewrite.
fn existing_if_same_shape(cx: &Cx, instr: &Instruction, id: InstrId) -> Option<Simplified> {
    same_shape(&cx.get(id).shape, &instr.shape).then_some(Simplified::Existing(id))
}
